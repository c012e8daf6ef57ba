import type { Character } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { FUEL_WARNING_PERCENT } from '../../../shared/rules/notifications/notificationConstants';

/** What the HUD strip shows of a character: credits, and the active ship's fuel and hold. */
export interface HudFigures {
  credits: string;
  /** "72%", or null without a ship. */
  fuel: string | null;
  /** At or under the fuel warning threshold (the notification centre's too). */
  fuelLow: boolean;
  /** "12/50" units of cargo, or null without a ship. */
  hold: string | null;
  holdFull: boolean;
}

/** The HUD strip's figures, from the Character the game page already reads. */
export function hudFigures(character: Pick<Character, 'credits' | 'ships' | 'active_ship_id'>): HudFigures {
  const ship = character.ships.find((s) => s.id === character.active_ship_id) ?? character.ships[0];
  if (!ship) return { credits: formatCredits(character.credits), fuel: null, fuelLow: false, hold: null, holdFull: false };
  const fuel = Math.round(ship.fuel_percentage);
  return {
    credits: formatCredits(character.credits),
    fuel: `${fuel}%`,
    fuelLow: fuel <= FUEL_WARNING_PERCENT,
    hold: `${ship.cargo_used}/${ship.cargo_capacity}`,
    holdFull: ship.cargo_capacity > 0 && ship.cargo_used >= ship.cargo_capacity,
  };
}

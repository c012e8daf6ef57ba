import type { GalacticEvent, NpcShip } from './trafficTypes';
import { eventDanger } from './galacticEvents';

/** Danger added by each pirate ship docked in a system, and taken off by each patrol ship. */
export const DANGER_PER_PIRATE = 1;
export const DANGER_PER_PATROL = 2;

/**
 * A system's danger (1-10) from who is there: its seeded lawlessness, plus a point per pirate
 * ship, less two per patrol ship, plus what its running events add (a blockade +3, a festival −1).
 */
export function systemDanger(baseDanger: number, pirates: number, patrols: number, eventBonus: number): number {
  const raw = baseDanger + pirates * DANGER_PER_PIRATE - patrols * DANGER_PER_PATROL + eventBonus;
  return Math.min(10, Math.max(1, Math.round(raw)));
}

/** Pirate and patrol ships docked per system. */
export function forcesBySystem(ships: readonly NpcShip[]): Map<number, { pirates: number; patrols: number }> {
  const forces = new Map<number, { pirates: number; patrols: number }>();
  for (const ship of ships) {
    if (ship.kind === 'trader' || ship.route.length > 0) continue;
    const here = forces.get(ship.at) ?? { pirates: 0, patrols: 0 };
    if (ship.kind === 'pirate') here.pirates += ship.strength;
    else here.patrols += ship.strength;
    forces.set(ship.at, here);
  }
  return forces;
}

/** Every system's danger now, by id. */
export function dangerBySystem(
  systems: readonly { id: number; baseDanger: number }[],
  ships: readonly NpcShip[],
  events: readonly GalacticEvent[],
  minute: number,
): Map<number, number> {
  const forces = forcesBySystem(ships);
  const bonus = new Map<number, number>();
  for (const event of events) {
    if (event.startMinute <= minute && minute < event.endMinute) bonus.set(event.systemId, (bonus.get(event.systemId) ?? 0) + eventDanger(event.kind));
  }
  return new Map(
    systems.map((s) => {
      const here = forces.get(s.id);
      return [s.id, systemDanger(s.baseDanger, here?.pirates ?? 0, here?.patrols ?? 0, bonus.get(s.id) ?? 0)];
    }),
  );
}

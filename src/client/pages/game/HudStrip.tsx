import type { Character } from '../../../shared/api';
import { useCharacterStore } from '../../stores/characterStore';
import { isFollowingJourney } from '../../travel/journeyState';
import { JourneyChip } from '../../travel/JourneyChip';
import { hudFigures } from './hudFigures';

/**
 * The HUD strip: credits, fuel, hold and the journey under way, from the Character the game page
 * already reads (realtime events refresh it, so it polls nothing of its own).
 */
export function HudStrip({ character }: { character: Character }) {
  const figures = hudFigures(character);
  const travelling = useCharacterStore(isFollowingJourney);
  return (
    <dl className="hud-strip" aria-label="Credits and ship" data-tour="credits">
      <div className="hud-strip-item">
        <dt>Credits</dt>
        <dd data-testid="hud-credits">{figures.credits}</dd>
      </div>
      <div className="hud-strip-item" data-low={figures.fuelLow || undefined}>
        <dt>Fuel</dt>
        <dd data-testid="hud-fuel">{figures.fuel ?? 'No ship'}</dd>
      </div>
      {figures.hold !== null && (
        <div className="hud-strip-item" data-low={figures.holdFull || undefined}>
          <dt>Hold</dt>
          <dd data-testid="hud-hold">{figures.hold}</dd>
        </div>
      )}
      {/* Where the journey goes and the time left; a click follows it again. */}
      {travelling && (
        <div className="hud-strip-item hud-strip-journey" data-testid="hud-journey">
          <dt>Journey</dt>
          <dd>
            <JourneyChip />
          </dd>
        </div>
      )}
    </dl>
  );
}

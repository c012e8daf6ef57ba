import { formatDuration } from '../../shared/rules/travel/travelTime';
import { useCharacterStore } from '../stores/characterStore';
import { destinationLabel } from './destinationName';
import { isFollowingJourney, isJourneyPaused } from './journeyState';
import { followJourneyView } from './travelSequence';
import { useTravelStore } from './travelStore';
import { useTravelCountdown } from './useTravelCountdown';
import './journeyChip.css';

/**
 * The journey under way, compact enough for a header: where to, the real time left and a thin
 * meter. A click follows it again: the hyperspace view for a jump, the Travel Planner's status
 * for a shuttle. Renders nothing (and ticks nothing) without a journey.
 */
export function JourneyChip({ className }: { className?: string }) {
  const following = useCharacterStore(isFollowingJourney);
  return following ? <Chip className={className} /> : null;
}

function Chip({ className }: { className?: string }) {
  const destination = useCharacterStore((state) => state.journey?.destination.name ?? state.destination);
  const shuttle = useCharacterStore((state) => state.journey?.travel_type === 'shuttle');
  const paused = useCharacterStore(isJourneyPaused);
  // Already watching the tunnel: there is nothing to reopen.
  const watching = useTravelStore((state) => state.overlay !== null);
  const { seconds, total } = useTravelCountdown();
  const progress = total > 0 ? Math.min(1, Math.max(0, 1 - seconds / total)) : 0;
  const action = shuttle ? 'Open in the Travel Planner' : 'Watch from hyperspace';
  return (
    <button type="button" className={`journey-chip${className ? ` ${className}` : ''}`} onClick={followJourneyView} disabled={watching} title={watching ? undefined : action}>
      <span className="journey-chip-destination">{destinationLabel(destination)}</span>{' '}
      <span className="journey-chip-time">{paused ? 'paused' : formatDuration(seconds)}</span>
      {!watching && ' '}
      {!watching && <span className="journey-chip-action">{`· ${action}`}</span>}
      <span className="journey-chip-meter" aria-hidden="true">
        <span className="journey-chip-fill" style={{ transform: `scaleX(${progress})` }} />
      </span>
    </button>
  );
}

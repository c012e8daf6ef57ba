import { formatDuration, formatFuel } from '../../shared/rules/travel/travelTime';
import { formatCredits } from '../../shared/rules/formatCredits';
import { Button } from '../ui/Button';
import { destinationLabel } from './destinationName';
import { flyTunnel } from './travelSequence';
import { useCharacterStore } from '../stores/characterStore';
import { isJourneyPaused } from './journeyState';
import { useTravelStore } from './travelStore';
import { useTravelCountdown } from './useTravelCountdown';

const TYPE_LABELS = { shuttle: 'Local shuttle', interplanetary: 'Interplanetary', multi_route: 'Multi-route' } as const;

/** The travel status box (seed 001 §2) shown in the Travel Planner while travelling: where to, how long, what it cost. */
export function TravelStatusBox() {
  const journey = useCharacterStore((state) => state.journey);
  const paused = useCharacterStore(isJourneyPaused);
  const watching = useTravelStore((state) => state.overlay !== null);
  const { seconds, total } = useTravelCountdown();
  if (!journey) return null;
  const progress = total > 0 ? Math.min(100, Math.max(0, Math.round((1 - seconds / total) * 100))) : 0;
  return (
    <section className="travel-status" aria-label="Travel status" data-journey={journey.id}>
      <div className="travel-status-head">
        <div>
          <p className="eyebrow">{paused ? 'Journey paused' : `${TYPE_LABELS[journey.travel_type]} · travelling`}</p>
          <p className="travel-status-destination">{`Travelling to ${destinationLabel(journey.destination.name)}`}</p>
        </div>
        <p className="travel-status-clock" aria-label="Time remaining">
          {formatDuration(seconds)}
        </p>
      </div>
      <div className="travel-progress" role="progressbar" aria-label="Journey progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className="travel-progress-fill" style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
      <dl className="travel-status-facts">
        <div>
          <dt>From</dt>
          <dd>{journey.origin.name}</dd>
        </div>
        <div>
          <dt>Landing at</dt>
          <dd>{journey.destination.place_name}</dd>
        </div>
        {journey.travel_type !== 'shuttle' && (
          <div>
            <dt>Jumps</dt>
            <dd>{journey.jumps}</dd>
          </div>
        )}
        <div>
          <dt>{journey.travel_type === 'shuttle' ? 'Fare' : 'Fuel used'}</dt>
          <dd>{journey.travel_type === 'shuttle' ? formatCredits(journey.credits_charged) : formatFuel(journey.fuel_used)}</dd>
        </div>
      </dl>
      {journey.travel_type !== 'shuttle' && !watching && (
        <Button variant="ghost" className="travel-status-watch" onClick={() => flyTunnel(journey.id)}>
          Watch from hyperspace
        </Button>
      )}
    </section>
  );
}

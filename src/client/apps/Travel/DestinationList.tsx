import type { TravelDestination } from '../../../shared/api';
import { dangerLabel, riskLabel } from '../../../shared/rules/riskLabel';
import { Button } from '../../ui/Button';

interface DestinationListProps {
  destinations: readonly TravelDestination[];
  selectedId: number | null;
  /** The system the captain's mission sends them to, tagged in the list (the map marks it too). */
  missionTargetId?: number | null;
  onSelect: (destination: TravelDestination) => void;
  onDetails: (destination: TravelDestination) => void;
}

function reach(d: TravelDestination): string {
  if (d.is_current) return 'You are here';
  if (d.distance === null) return 'No lanes lead there';
  return `${d.distance.toFixed(1)} ly · ${d.jumps} ${d.jumps === 1 ? 'jump' : 'jumps'}`;
}

/** The intergalactic destination list: each system with its danger and reach; the current one can't be chosen. */
export function DestinationList({ destinations, selectedId, missionTargetId = null, onSelect, onDetails }: DestinationListProps) {
  if (destinations.length === 0) return <p className="tv-empty">No destinations match these filters.</p>;
  return (
    <ul className="tv-destinations" aria-label="Destinations">
      {destinations.map((d) => (
        <li
          key={d.id}
          className="tv-destination"
          aria-current={d.id === selectedId || undefined}
          data-current={d.is_current || undefined}
          data-mission-target={d.id === missionTargetId || undefined}
        >
          <div className="tv-destination-main">
            <p className="tv-destination-name">
              {d.display_name}
              {d.id === missionTargetId && <span className="tv-chip tv-mission-chip">Mission target</span>}
            </p>
            <p className="tv-destination-meta">
              <span className="tv-danger" data-risk={riskLabel(d.danger_level)}>{dangerLabel(d.danger_level)}</span>
              <span>{reach(d)}</span>
            </p>
          </div>
          <div className="tv-destination-actions">
            <Button variant="ghost" onClick={() => onDetails(d)} aria-label={`Details of ${d.display_name}`}>
              Details
            </Button>
            {d.is_current ? (
              <span className="tv-here">Current location</span>
            ) : (
              <Button variant={d.id === selectedId ? 'primary' : 'secondary'} disabled={d.distance === null} onClick={() => onSelect(d)} aria-label={`Plan route to ${d.display_name}`}>
                Plan Route
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

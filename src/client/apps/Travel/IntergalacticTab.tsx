import { useMemo, useState } from 'react';
import type { TravelDestination } from '../../../shared/api';
import type { TravelChoice } from '../../travel/travelChoice';
import { useSceneStore } from '../../scene/sceneStore';
import { useTravelStore } from '../../travel/travelStore';
import { DestinationFilterBar } from './DestinationFilterBar';
import { DestinationList } from './DestinationList';
import { filterDestinations, NO_DESTINATION_FILTERS } from './destinationFilter';
import { InterplanetaryOptionsPanel } from './InterplanetaryOptionsPanel';
import { PlanetDetailsModal } from './PlanetDetailsModal';

interface IntergalacticTabProps {
  destinations: readonly TravelDestination[];
  travelling: boolean;
  onChoose: (choice: TravelChoice) => void;
}

/** Intergalactic Travel: the filtered destination list, planet details and the routes to the chosen system. */
export function IntergalacticTab({ destinations, travelling, onChoose }: IntergalacticTabProps) {
  const [filters, setFilters] = useState(NO_DESTINATION_FILTERS);
  const [details, setDetails] = useState<TravelDestination | null>(null);
  const selectedId = useTravelStore((state) => state.destinationId);
  const missionTargetId = useSceneStore((state) => state.missionTargetId);
  const shown = useMemo(() => filterDestinations(destinations, filters), [destinations, filters]);
  const selected = destinations.find((d) => d.id === selectedId && !d.is_current) ?? null;
  const select = (d: TravelDestination) => useTravelStore.getState().selectDestination(d.id);

  return (
    <div className="tv-intergalactic">
      <div className="tv-column">
        <DestinationFilterBar destinations={destinations} values={filters} onChange={setFilters} />
        <DestinationList destinations={shown} selectedId={selectedId} missionTargetId={missionTargetId} onSelect={select} onDetails={setDetails} />
      </div>
      <div className="tv-column">
        {selected ? (
          <>
            <h4 className="tv-selected">{`Destination: ${selected.display_name}`}</h4>
            <InterplanetaryOptionsPanel destination={selected} travelling={travelling} onChoose={onChoose} />
          </>
        ) : (
          <p className="tv-empty">Choose a destination and plan a route to see your travel options.</p>
        )}
      </div>
      {details && (
        <PlanetDetailsModal
          destination={details}
          onClose={() => setDetails(null)}
          onPlanRoute={() => {
            select(details);
            setDetails(null);
          }}
        />
      )}
    </div>
  );
}

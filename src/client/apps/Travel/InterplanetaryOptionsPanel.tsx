import { useQuery } from '@tanstack/react-query';
import type { TravelDestination } from '../../../shared/api';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { useGameStore } from '../../stores/gameStore';
import { getInterplanetaryOptions } from '../../travel/travel';
import type { TravelChoice } from '../../travel/travelChoice';
import { TravelOptionCard } from './TravelOptionCard';
import { Loadable } from '../../ui/Loadable';

interface InterplanetaryOptionsPanelProps {
  destination: TravelDestination;
  travelling: boolean;
  onChoose: (choice: TravelChoice) => void;
}

/** The interplanetary options for the chosen destination: direct routes, cheapest first, then the multi-route plan. */
export function InterplanetaryOptionsPanel({ destination, travelling, onChoose }: InterplanetaryOptionsPanelProps) {
  const characterId = useGameStore((state) => state.activeCharacterId) ?? 0;
  const options = useQuery({
    queryKey: queryKeys.travel.interplanetary(characterId, destination.id),
    queryFn: ({ signal }) => getInterplanetaryOptions(destination.id, signal),
    enabled: characterId > 0,
  });
  return (
    <Loadable query={options} loading="Plotting routes…" failure={errorMessage(options.error, 'Failed to load travel options')}>
      {(data) => {
        const { direct, multi_route: multi } = data;
        return (
          <div className="tv-options" aria-label={`Routes to ${destination.display_name}`}>
            <h4 className="tv-section-title">Direct routes</h4>
            {direct.length === 0 ? (
              <p className="tv-empty">{`No lane runs straight to ${destination.name}.`}</p>
            ) : (
              direct.map((option, index) => (
                <TravelOptionCard key={option.name} option={option} badge={index === 0 ? 'Cheapest' : 'Direct'} disabled={travelling} onSelect={() => onChoose({ kind: 'direct', option })} />
              ))
            )}
            <h4 className="tv-section-title">Multi-route plan</h4>
            {multi.status === 'error' ? (
              <p className="form-alert" role="alert">
                {multi.message}
              </p>
            ) : (
              <>
                <p className="tv-plan-message">{multi.message}</p>
                <TravelOptionCard option={multi} badge="Multi-route" disabled={travelling} onSelect={() => onChoose({ kind: 'multi', option: multi })} />
              </>
            )}
          </div>
        );
      }}
    </Loadable>
  );
}

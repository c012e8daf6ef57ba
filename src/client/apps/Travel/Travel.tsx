import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { useCharacterStore } from '../../stores/characterStore';
import { useGameStore } from '../../stores/gameStore';
import { isFollowingJourney } from '../../travel/journeyState';
import { RandomEventBox } from '../../travel/RandomEventBox';
import { getTravelOptions } from '../../travel/travel';
import { TravelStatusBox } from '../../travel/TravelStatusBox';
import { useTravelStore, type TravelTab } from '../../travel/travelStore';
import '../../travel/travelLayer.css';
import { Tabs } from '../../ui/Tabs';
import { ConfirmTravelDialog } from './ConfirmTravelDialog';
import { GalaxyMapTab } from './GalaxyMapTab';
import { IntergalacticTab } from './IntergalacticTab';
import { LocalTravelTab } from './LocalTravelTab';
import './travel.css';

const TABS: { id: TravelTab; label: string }[] = [
  { id: 'local', label: 'Local Travel' },
  { id: 'intergalactic', label: 'Interstellar Travel' },
  { id: 'map', label: 'Galaxy Map' },
];

/** The Travel planner (seed 001 §2): Local Travel, Interstellar Travel (the spec's Intergalactic tab: every jump stays inside one galaxy) and the Galaxy Map, the journey's status and events. */
export function Travel({ tab }: DatapadAppProps) {
  const characterId = useGameStore((state) => state.activeCharacterId) ?? 0;
  const view = useTravelStore((state) => state.tab);
  const travelling = useCharacterStore(isFollowingJourney);
  const options = useQuery({ queryKey: queryKeys.travel.options(characterId), queryFn: ({ signal }) => getTravelOptions(signal), enabled: characterId > 0 });
  const choose = useTravelStore((state) => state.choose);

  let body: ReactNode;
  if (options.isPending) body = <p className="dp-loading">Loading travel options…</p>;
  else if (options.error) body = <p className="form-alert" role="alert">{errorMessage(options.error, 'Failed to load travel options')}</p>;
  else if (view === 'local') body = <LocalTravelTab options={options.data} travelling={travelling} onChoose={choose} />;
  else if (view === 'intergalactic') body = <IntergalacticTab destinations={options.data.destinations} travelling={travelling} onChoose={choose} />;
  else body = <GalaxyMapTab destinations={options.data.destinations} />;

  return (
    <div className="tv">
      <h3 className="dp-app-title">{tab.name}</h3>
      {travelling && (
        <div className="tv-journey">
          <TravelStatusBox />
          <RandomEventBox />
        </div>
      )}
      <Tabs label="Travel" tabs={TABS} selected={view} onSelect={(id) => useTravelStore.getState().setTab(id)}>
        {body}
      </Tabs>
      <ConfirmTravelDialog />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
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
import { Loadable } from '../../ui/Loadable';
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

  const body = (
    <Loadable query={options} loading="Loading travel options…" failure={errorMessage(options.error, 'Failed to load travel options')}>
      {(data) => {
        if (view === 'local') return <LocalTravelTab options={data} travelling={travelling} onChoose={choose} />;
        if (view === 'intergalactic') return <IntergalacticTab destinations={data.destinations} travelling={travelling} onChoose={choose} />;
        return <GalaxyMapTab destinations={data.destinations} />;
      }}
    </Loadable>
  );

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

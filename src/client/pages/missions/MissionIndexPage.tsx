import { MissionList } from '../../apps/Missions/Missions';
import { OnboardingPanel } from '../../missions/OnboardingPanel';
import { WithCharacter } from '../social/WithCharacter';
import '../../missions/missions.css';

/** Seed 000 §2 "mission index": the active missions and the onboarding progress. */
export function MissionIndexPage() {
  return (
    <WithCharacter title="Missions">
      {(characterId) => (
        <div className="ms-page">
          <OnboardingPanel characterId={characterId} />
          <MissionList characterId={characterId} />
        </div>
      )}
    </WithCharacter>
  );
}

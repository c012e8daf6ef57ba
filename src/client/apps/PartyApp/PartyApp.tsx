import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { PartyPanel } from '../../social/party/PartyPanel';

/** Party Manager (seed 000 §2 tab `party`, seed 001 §2): create or join a party, or manage the current one. */
export function PartyApp({ tab }: DatapadAppProps) {
  const { characterId } = useActiveCharacter();
  return (
    <div className="party-app">
      <h3 className="dp-app-title">{tab.name}</h3>
      {characterId === null ? <p className="social-muted">No character selected. Please select a character from the dashboard.</p> : <PartyPanel characterId={characterId} />}
    </div>
  );
}

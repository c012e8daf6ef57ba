import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { QuestJournalPanel } from '../../missions/QuestJournalPanel';

/** Quest Journal (seed 000 §2 tab `quest-journal`, seed 001 §2). */
export function QuestJournal({ tab }: DatapadAppProps) {
  const { characterId } = useActiveCharacter();
  return (
    <div className="ms-app">
      <h3 className="dp-app-title">{tab.name}</h3>
      {characterId === null ? <p className="ms-muted">No character selected. Please select a character from the dashboard.</p> : <QuestJournalPanel characterId={characterId} />}
    </div>
  );
}

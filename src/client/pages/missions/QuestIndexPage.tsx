import { QuestJournalPanel } from '../../missions/QuestJournalPanel';
import { WithCharacter } from '../social/WithCharacter';

/** Seed 000 §2 "quest index": the quest journal as a page. */
export function QuestIndexPage() {
  return <WithCharacter title="Quests">{(characterId) => <div className="ms-page"><QuestJournalPanel characterId={characterId} /></div>}</WithCharacter>;
}

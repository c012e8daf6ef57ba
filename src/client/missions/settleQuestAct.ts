import type { QueryClient } from '@tanstack/react-query';
import { questRoutes, type QuestProgress } from '../../shared/api';
import { questStats } from '../../shared/rules/missions/questStats';
import { refreshChanges } from '../api/actSettlement';
import { queryKeys } from '../api/queryKeys';

type Journal = { success: true; quests: QuestProgress[]; stats: ReturnType<typeof questStats> };

/** The journal with quest `questId` as the answer shows it now (gone when null), its stats counted again. */
export function journalWithQuest(journal: Journal, questId: number, quest: QuestProgress | null): Journal {
  const quests = quest ? journal.quests.map((entry) => (entry.id === questId ? quest : entry)) : journal.quests.filter((entry) => entry.id !== questId);
  return { ...journal, quests, stats: questStats(quests) };
}

/**
 * A quest taken or given up (issue 40: at most one GET): the journal is patched from the answer's
 * quest, and the Character, whose missions list the quest joined or left, is read once (the
 * onboarding status too, for a tutorial quest). The echo is skipped: the act is settled here.
 */
export function settleQuestAct(queryClient: QueryClient, characterId: number, questId: number, quest: QuestProgress | null): Promise<unknown> {
  const journal = queryKeys.missions.quests(characterId);
  const before = queryClient.getQueryData<Journal>(journal)?.quests.find((entry) => entry.id === questId);
  queryClient.setQueryData<Journal>(journal, (current) => (current ? journalWithQuest(current, questId, quest) : current));
  // The onboarding status follows the tutorial's missions only: another quest leaves it as it was.
  const tutorial = (quest ?? before)?.is_tutorial ?? true;
  const patched = tutorial ? [journal] : [journal, queryKeys.missions.onboarding(characterId)];
  return refreshChanges(queryClient, characterId, questRoutes.start.changes, { patched });
}

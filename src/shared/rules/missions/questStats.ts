import type { QuestProgress, QuestStats } from '../../api/missions';

/** Quest stats (seed 001 §3): counted from the journal, so a client that patches one quest counts them as the server does. */
export function questStats(quests: readonly QuestProgress[]): QuestStats {
  const count = (status: QuestProgress['status']) => quests.filter((quest) => quest.status === status).length;
  return { total: quests.length, active: count('active'), completed: count('completed'), available: count('available') };
}

import type { Mission } from '../../../shared/api';
import { questProgressPercentage } from '../../../shared/rules/missions/questSteps';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { presentMission } from './missionView';
import type { BookQuest, RunStep } from './questBook';
import type { QuestBookCache } from './questBookCache';
import { queueCharacterEvents } from './questEvents';
import { payQuestRewards } from './questRewards';
import { openQuestRun } from './questRuns';

/** A run as completing it needs it: locked, with its steps' progress. */
export interface RunToComplete {
  id: number;
  status: string;
  steps: RunStep[];
}

/** The run's progress in the one rule every screen shows. */
export function runPercentage(quest: BookQuest, run: Pick<RunToComplete, 'steps'>): number {
  return questProgressPercentage(quest.steps.map((step) => ({ required_quantity: step.required_quantity, progress: run.steps.find((s) => s.quest_step_id === step.id)?.progress ?? 0 })));
}

/** The words of a completion, for the response, the event and the toast alike. */
export function completionMessage(questName: string, credits: number): string {
  return `Mission completed: ${questName}.${credits > 0 ? ` Reward: ${credits.toLocaleString('en-US')} credits.` : ''}`;
}

/**
 * Completes a run at 100 % inside the act's locked transaction: marks it completed, pays every
 * reward once, opens the next tutorial mission after a tutorial one, and queues MissionCompleted.
 * The caller has checked it is active and done.
 */
export async function completeRun(act: CharacterAct, quest: BookQuest, run: RunToComplete, book: readonly BookQuest[]) {
  const { trx, now } = act;
  const characterId = act.character.id;
  await trx.updateTable('character_quests').set({ status: 'completed', completed_at: now, rewards_claimed: true }).where('id', '=', run.id).execute();
  const paid = await payQuestRewards(act, quest, run.id);
  const next = quest.quest_type === 'tutorial' ? book.find((q) => q.previous_quest_id === quest.id) : undefined;
  // The next tutorial mission opens unless the character already has it (started from the journal).
  const taken = next && (await trx.selectFrom('character_quests').select('id').where('character_id', '=', characterId).where('quest_id', '=', next.id).where('status', '<>', 'abandoned').executeTakeFirst());
  if (next && !taken) await openQuestRun(trx, characterId, next, now);
  const message = completionMessage(quest.name, paid.credits);
  queueCharacterEvents(act.outbox, characterId, 'MissionCompleted', [
    { character_id: characterId, mission_id: run.id, quest_id: quest.id, quest_name: quest.name, rewards: paid.rewards, credits_reward: paid.credits, next_quest_id: next?.id ?? null, next_quest_name: next?.name ?? null, message },
  ]);
  const mission: Mission = presentMission(quest, { id: run.id, quest_id: quest.id, status: 'completed', rewards_claimed: true, steps: run.steps });
  return { message, mission, paid };
}

/**
 * Missions complete themselves: after an act advanced the actor's steps (in its transaction,
 * under its character lock), every run of `runIds` now at 100 % is completed and paid there.
 * A reward that cannot be given (an item for a full inventory) leaves the run at 100 % for the
 * Missions app's Complete, without undoing the act.
 */
export async function completeFinishedRuns(act: CharacterAct, runIds: readonly number[], questBook: QuestBookCache): Promise<void> {
  const { trx, now } = act;
  const characterId = act.character.id;
  if (runIds.length === 0) return;
  const runs = await trx
    .selectFrom('character_quests as cq')
    .select(['cq.id', 'cq.quest_id', 'cq.status', 'cq.expires_at'])
    .where('cq.id', 'in', [...runIds])
    .where('cq.character_id', '=', characterId)
    .where('cq.status', '=', 'active')
    .execute();
  if (runs.length === 0) return;
  const book = await questBook.at(now, trx);
  for (const row of runs) {
    const quest = book.find((q) => q.id === row.quest_id);
    if (!quest || (row.expires_at && row.expires_at.getTime() <= now.getTime())) continue;
    const steps = await trx.selectFrom('character_quest_steps').select(['id', 'quest_step_id', 'progress', 'status', 'target_id', 'title', 'description']).where('character_quest_id', '=', row.id).execute();
    const run = { id: row.id, status: row.status, steps };
    if (runPercentage(quest, run) < 100) continue;
    if (!(await rewardsFit(trx, characterId, quest))) continue;
    await completeRun(act, quest, run, book);
  }
}

/** Whether the inventory has room for the quest's item rewards (a full one keeps the run for a later Complete). */
async function rewardsFit(trx: Transaction<Database>, characterId: number, quest: BookQuest): Promise<boolean> {
  const items = quest.rewards.filter((r) => r.type === 'item').reduce((sum, r) => sum + r.amount, 0);
  if (items === 0) return true;
  const row = await trx
    .selectFrom('characters as c')
    .select(['c.max_items', (eb) => eb.selectFrom('items as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.character_id', '=', 'c.id').where('i.equipped_slot', 'is', null).as('used')])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  return Number(row.used ?? 0) + items <= row.max_items;
}

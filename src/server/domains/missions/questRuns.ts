import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookQuest } from './questBook';
import type { QuestBookCache } from './questBookCache';
import { runStepOverrides } from './tutorialTradePlan';

/**
 * When a run started `now` lapses: at its time limit, and no later than the end of the galactic
 * event that offers it (GAME_RULES "Event quests"); null for neither.
 */
export function runExpiry(quest: Pick<BookQuest, 'time_limit_seconds' | 'event_ends_at'>, now: Date): Date | null {
  const limits = [quest.time_limit_seconds ? now.getTime() + quest.time_limit_seconds * 1000 : null, quest.event_ends_at?.getTime() ?? null].filter((t): t is number => t !== null);
  return limits.length === 0 ? null : new Date(Math.min(...limits));
}

/**
 * Opens a run of `quest` for the character, each step at zero; the time limit starts now. A quest
 * planned per character (the first trade run) gets its steps' words and targets here, from the
 * live prices of this instant.
 */
export async function openQuestRun(trx: Transaction<Database>, characterId: number, quest: BookQuest, now: Date): Promise<number> {
  const expires = runExpiry(quest, now);
  const { id } = await trx
    .insertInto('character_quests')
    .values({ character_id: characterId, quest_id: quest.id, status: 'active', started_at: now, expires_at: expires })
    .returning('id')
    .executeTakeFirstOrThrow();
  const overrides = await runStepOverrides(trx, characterId, quest);
  await trx
    .insertInto('character_quest_steps')
    .values(quest.steps.map((step) => ({ character_quest_id: id, quest_step_id: step.id, ...overrides.get(step.id) })))
    .execute();
  return id;
}

/** Starts the first tutorial mission of a new character, in the transaction that creates it. */
export async function startTutorial(trx: Transaction<Database>, characterId: number, now: Date, questBook: QuestBookCache): Promise<void> {
  const first = (await questBook.at(now, trx)).filter((quest) => quest.quest_type === 'tutorial' && quest.previous_quest_id === null).sort((a, b) => a.chain_order - b.chain_order)[0];
  if (first) await openQuestRun(trx, characterId, first, now);
}

/** A character's run locked for an act, with its steps' progress. */
export async function lockRun(trx: Transaction<Database>, characterId: number, runId: number) {
  const run = await trx
    .selectFrom('character_quests')
    .select(['id', 'quest_id', 'status', 'expires_at', 'rewards_claimed'])
    .where('id', '=', runId)
    .where('character_id', '=', characterId)
    .forUpdate()
    .executeTakeFirst();
  if (!run) return null;
  const steps = await trx
    .selectFrom('character_quest_steps')
    .select(['id', 'quest_step_id', 'progress', 'status', 'target_id', 'title', 'description'])
    .where('character_quest_id', '=', runId)
    .orderBy('quest_step_id')
    .forUpdate()
    .execute();
  return { ...run, steps };
}

/** The open run of a quest, when the character has one. */
export async function activeRunOf(trx: Kysely<Database>, characterId: number, questId: number): Promise<number | null> {
  const row = await trx.selectFrom('character_quests').select('id').where('character_id', '=', characterId).where('quest_id', '=', questId).where('status', '=', 'active').executeTakeFirst();
  return row?.id ?? null;
}

import { sql, type Transaction } from 'kysely';
import { stepAdvance, stepStatus, questProgressPercentage } from '../../../shared/rules/missions/questSteps';
import type { Database } from '../../db/schema';
import { outboxOf } from '../../realtime/afterCommit';
import { recordCharacterEvent } from '../captainsLog/recordEvents';
import { characterChannelWireName } from '../../../shared/api';
import type { MissionProgressReport } from './missionProgress';
import { mergeProgress, questActsOf } from './questActs';

interface ActiveStep {
  id: number;
  character_quest_id: number;
  quest_step_id: number;
  quest_id: number;
  quest_name: string;
  title: string;
  target_type: string;
  target_id: number | null;
  required_quantity: number;
  progress: number;
  quest_progress: Record<string, unknown>;
}

/** Every step of the character's active quests, locked: two acts of one character advance them in turn. */
async function lockActiveSteps(trx: Transaction<Database>, characterId: number): Promise<ActiveStep[]> {
  const result = await sql<ActiveStep>`
    SELECT s.id::int, s.character_quest_id::int, s.quest_step_id::int, cq.quest_id::int, q.name AS quest_name, qs.title,
           qs.target_type, qs.target_id::int, qs.required_quantity, s.progress, cq.progress AS quest_progress
    FROM character_quests cq
    JOIN quests q ON q.id = cq.quest_id
    JOIN character_quest_steps s ON s.character_quest_id = cq.id
    JOIN quest_steps qs ON qs.id = s.quest_step_id
    WHERE cq.character_id = ${characterId} AND cq.status = 'active'
    ORDER BY cq.id, qs.position
    FOR UPDATE OF s, cq`.execute(trx);
  return result.rows;
}

/** The payload of MissionStepUpdated: the mission (character quest), the step and where it stands. */
function stepUpdatedEvent(characterId: number, step: ActiveStep, questSteps: ActiveStep[]) {
  const percentage = questProgressPercentage(questSteps);
  return {
    character_id: characterId,
    mission_id: step.character_quest_id,
    quest_id: step.quest_id,
    quest_name: step.quest_name,
    step_id: step.id,
    quest_step_id: step.quest_step_id,
    progress: step.progress,
    required_quantity: step.required_quantity,
    status: stepStatus(step),
    progress_percentage: percentage,
    message:
      percentage >= 100
        ? `${step.quest_name}: every step done. Complete it in the Missions app to claim the reward.`
        : `${step.quest_name}: ${step.title} (${Math.min(step.progress, step.required_quantity)}/${step.required_quantity}).`,
  };
}

/**
 * Applies a report to the character's active quests in the act's transaction: each matching step
 * moves by the act's amount (never past its quantity), the quest's progress map adds the report's
 * numbers, and one MissionStepUpdated per advanced step is queued for after COMMIT.
 */
export async function advanceQuestSteps(trx: Transaction<Database>, characterId: number, report: MissionProgressReport): Promise<void> {
  const acts = questActsOf(report);
  const steps = await lockActiveSteps(trx, characterId);
  const advanced: ActiveStep[] = [];
  for (const step of steps) {
    for (const act of acts) {
      const amount = stepAdvance(step, act);
      if (amount > 0) {
        step.progress += amount;
        if (!advanced.includes(step)) advanced.push(step);
      }
    }
  }
  if (advanced.length === 0) return;
  const questIds = [...new Set(advanced.map((s) => s.character_quest_id))];
  const progressOf = questIds.map((id) => JSON.stringify(mergeProgress(steps.find((s) => s.character_quest_id === id)?.quest_progress ?? {}, report.progress)));
  // One statement for the steps and their quests' progress maps: acts like a buy have a statement budget.
  await sql`
    WITH stepped AS (
      UPDATE character_quest_steps s
      SET progress = v.progress,
          status = CASE WHEN v.progress >= qs.required_quantity THEN 'completed' WHEN v.progress > 0 THEN 'in_progress' ELSE 'pending' END,
          completed_at = CASE WHEN v.progress >= qs.required_quantity THEN statement_timestamp() END
      FROM unnest(${advanced.map((s) => s.id)}::bigint[], ${advanced.map((s) => s.progress)}::int[]) AS v(id, progress), quest_steps qs
      WHERE s.id = v.id AND qs.id = s.quest_step_id)
    UPDATE character_quests cq SET progress = v.progress
    FROM unnest(${questIds}::bigint[], ${progressOf}::jsonb[]) AS v(id, progress)
    WHERE cq.id = v.id`.execute(trx);
  const events = advanced.map((step) => stepUpdatedEvent(characterId, step, steps.filter((s) => s.character_quest_id === step.character_quest_id)));
  await queueCharacterEvents(trx, characterId, 'MissionStepUpdated', events);
}

/**
 * Queues events on the transaction's outbox (written to the captain's log and sent after COMMIT);
 * a transaction opened without one still logs them, and the client sees them on its next read.
 */
export async function queueCharacterEvents(trx: Transaction<Database>, characterId: number, event: 'MissionStepUpdated' | 'MissionCompleted', payloads: object[]): Promise<void> {
  const outbox = outboxOf(trx);
  const channel = characterChannelWireName(characterId);
  for (const payload of payloads) {
    if (outbox) outbox.add(channel, event, payload);
    else await recordCharacterEvent(trx, { channels: [channel], event, data: payload }, new Date());
  }
}

import { sql, type Transaction } from 'kysely';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { partySharedActs } from '../../../shared/rules/missions/partyProgress';
import { stepAdvance, stepStatus, questProgressPercentage, type QuestAct } from '../../../shared/rules/missions/questSteps';
import { preparedStatement } from '../../db/preparedStatements';
import type { Database } from '../../db/schema';
import { partyMatesBesideSql } from '../../kernel/partyMatesBeside';
import type { MissionProgressReport } from './missionProgress';
import { mergeProgress, questActsOf } from './questActs';
import { queueCharacterEvents } from './questEvents';
import { completeFinishedRuns } from './completeRun';
import type { QuestBookCache } from './questBookCache';

interface ActiveStep {
  character_id: number;
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
  /** Where the step's act must happen (null: anywhere). */
  super_area_id: number | null;
  /** The system the acting character stands in: where its trades happen. */
  here: number | null;
}

/**
 * Every step of the character's active quests, locked: two acts of one character advance them in
 * turn. With `share`, also those of the party members standing in its system (neither of them on a
 * journey), in the same statement, locked in character order so two members acting at once queue
 * instead of deadlocking.
 */
async function lockActiveSteps(trx: Transaction<Database>, characterId: number, share: boolean): Promise<ActiveStep[]> {
  const result = await sql<ActiveStep>`
    SELECT cq.character_id::int, s.id::int, s.character_quest_id::int, s.quest_step_id::int, cq.quest_id::int, q.name AS quest_name, COALESCE(s.title, qs.title) AS title,
           qs.target_type, COALESCE(s.target_id, qs.target_id)::int AS target_id, qs.required_quantity, s.progress, cq.progress AS quest_progress,
           qs.super_area_id::int, (SELECT p.super_area_id FROM characters c JOIN places p ON p.id = c.place_id WHERE c.id = ${characterId})::int AS here
    FROM character_quests cq
    JOIN quests q ON q.id = cq.quest_id
    JOIN character_quest_steps s ON s.character_quest_id = cq.id
    JOIN quest_steps qs ON qs.id = s.quest_step_id
    -- An array of ids, not an OR with a subquery: the index on character_quests(character_id) still serves it.
    WHERE cq.character_id = ANY (ARRAY(SELECT ${characterId}::bigint UNION ALL SELECT mate FROM ${partyMatesBesideSql(characterId)} AS beside(mate) WHERE ${share})) AND cq.status = 'active'
    ORDER BY cq.character_id, cq.id, qs.position
    FOR UPDATE OF s, cq ${preparedStatement}`.execute(trx);
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
    message: `${step.quest_name}: ${step.title} (${Math.min(step.progress, step.required_quantity)}/${step.required_quantity}).`,
  };
}

/**
 * Applies a report to the acting character's active quests in the act's transaction: each matching step
 * moves by the act's amount (never past its quantity), the quest's progress map adds the report's
 * numbers, and one MissionStepUpdated per advanced step is queued for after COMMIT. The party
 * members beside the actor with the same step active advance too, by the acts a party shares.
 */
export async function advanceQuestSteps(act: CharacterAct, report: MissionProgressReport, questBook: QuestBookCache): Promise<void> {
  const { trx } = act;
  const characterId = act.character.id;
  const unplaced = questActsOf(report);
  const locked = await lockActiveSteps(trx, characterId, partySharedActs(unplaced).length > 0);
  // An act that does not say where it happened happened where the character stands.
  const here = locked[0]?.here ?? null;
  const acts = unplaced.map((act) => (act.at === undefined ? { ...act, at: here } : act));
  const shared = partySharedActs(acts);
  const steps = locked.filter((s) => s.character_id === characterId);
  const advanced = advanceBy(steps, acts);
  // Party members beside the actor advance the same active steps by the acts a party shares.
  const stepsDone = new Set(advanced.map((s) => s.quest_step_id));
  const mates = locked.filter((s) => s.character_id !== characterId && stepsDone.has(s.quest_step_id));
  const matesAdvanced = advanceBy(mates, shared);
  // Missions complete themselves: the actor's runs with every step done (by this act, or by a
  // party-mate's shared act before it) are paid in this transaction. A mate's run finished by this
  // act waits for the mate's own next act or Complete: paying another character here would lock
  // its row out of the house order.
  const runs = [...new Set(steps.map((s) => s.character_quest_id))];
  const finished = runs.filter((id) => steps.filter((s) => s.character_quest_id === id).every((s) => s.progress >= s.required_quantity));
  if (advanced.length === 0) {
    await completeFinishedRuns(act, finished, questBook);
    return;
  }
  const all = [...advanced, ...matesAdvanced];
  const questIds = [...new Set(all.map((s) => s.character_quest_id))];
  // The report's numbers are the actor's: a member's quest keeps its own progress map.
  const mapOf = (id: number) => locked.find((s) => s.character_quest_id === id);
  const progressOf = questIds.map((id) => {
    const step = mapOf(id);
    return JSON.stringify(step?.character_id === characterId ? mergeProgress(step.quest_progress, report.progress) : (step?.quest_progress ?? {}));
  });
  // One statement for the steps and their quests' progress maps: acts like a buy have a statement budget.
  await sql`
    WITH stepped AS (
      UPDATE character_quest_steps s
      SET progress = v.progress,
          status = CASE WHEN v.progress >= qs.required_quantity THEN 'completed' WHEN v.progress > 0 THEN 'in_progress' ELSE 'pending' END,
          completed_at = CASE WHEN v.progress >= qs.required_quantity THEN statement_timestamp() END
      FROM unnest(${all.map((s) => s.id)}::bigint[], ${all.map((s) => s.progress)}::int[]) AS v(id, progress), quest_steps qs
      WHERE s.id = v.id AND qs.id = s.quest_step_id)
    UPDATE character_quests cq SET progress = v.progress
    FROM unnest(${questIds}::bigint[], ${progressOf}::jsonb[]) AS v(id, progress)
    WHERE cq.id = v.id ${preparedStatement}`.execute(trx);
  for (const owner of [...new Set(all.map((s) => s.character_id))]) {
    const events = all.filter((s) => s.character_id === owner).map((step) => stepUpdatedEvent(owner, step, locked.filter((s) => s.character_quest_id === step.character_quest_id)));
    queueCharacterEvents(act.outbox, owner, 'MissionStepUpdated', events);
  }
  await completeFinishedRuns(act, finished, questBook);
}

/** Moves each step by the acts that match it (never past its quantity); returns the steps that moved. */
function advanceBy(steps: ActiveStep[], acts: QuestAct[]): ActiveStep[] {
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
  return advanced;
}

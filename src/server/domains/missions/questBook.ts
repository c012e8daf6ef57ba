import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuestReward } from '../../../shared/api';

/** A quest of the catalogue with its steps, as every read and act of the engine sees it. */
export interface BookQuest {
  id: number;
  key: string;
  name: string;
  description: string;
  objective: string;
  category: string;
  quest_type: 'tutorial' | 'story' | 'faction' | 'repeatable';
  level: number;
  chain_id: string;
  chain_order: number;
  previous_quest_id: number | null;
  time_limit_seconds: number | null;
  faction: string | null;
  region: string | null;
  rewards: (QuestReward & { item_template_id?: number; ship_template_id?: number; unlock?: string })[];
  /** `super_area_id`: where the step's act must happen (null: anywhere). */
  steps: { id: number; position: number; title: string; description: string; target_type: string; target_id: number | null; required_quantity: number; super_area_id: number | null }[];
  /** When the galactic event that offers this quest ends (null: not an event quest). */
  event_ends_at: Date | null;
}

/** A character's run of a quest: its status, step progress and times. */
export interface QuestRun {
  id: number;
  quest_id: number;
  status: 'active' | 'completed' | 'abandoned';
  progress: Record<string, unknown>;
  started_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
  rewards_claimed: boolean;
  steps: RunStep[];
}

/** One step of a run: its progress, and the words and target the run has of its own (NULL: the quest step's). */
export interface RunStep {
  id: number;
  quest_step_id: number;
  progress: number;
  status: 'pending' | 'in_progress' | 'completed';
  target_id: number | null;
  title: string | null;
  description: string | null;
}

/** A quest step as this run words and aims it. */
export function runStepOf(step: BookQuest['steps'][number], mine: Pick<RunStep, 'target_id' | 'title' | 'description'> | undefined): BookQuest['steps'][number] {
  return { ...step, target_id: mine?.target_id ?? step.target_id, title: mine?.title ?? step.title, description: mine?.description ?? step.description };
}

/**
 * The quest catalogue with steps, in chain order (one statement): every quest but those of the
 * galactic events over by `now` (an event quest is offered while its event runs, GAME_RULES
 * "Event quests"), so the book does not grow with the galaxy's history.
 */
export async function readQuestBook(db: Kysely<Database>, now: Date): Promise<BookQuest[]> {
  const result = await sql<BookQuest>`
    SELECT q.id::int, q.key, q.name, q.description, q.objective, q.category, q.quest_type, q.level, q.chain_id, q.chain_order,
           q.previous_quest_id::int, q.time_limit_seconds, q.faction, sa.name AS region, q.rewards,
           (SELECT json_agg(json_build_object('id', s.id, 'position', s.position, 'title', s.title, 'description', s.description,
                    'target_type', s.target_type, 'target_id', s.target_id, 'required_quantity', s.required_quantity, 'super_area_id', s.super_area_id) ORDER BY s.position)
            FROM quest_steps s WHERE s.quest_id = q.id) AS steps,
           e.ends_at AS event_ends_at
    FROM quests q LEFT JOIN super_areas sa ON sa.id = q.super_area_id LEFT JOIN galactic_events e ON e.id = q.galactic_event_id
    WHERE q.galactic_event_id IS NULL OR e.ends_at > ${now}
    ORDER BY q.id`.execute(db);
  return result.rows;
}

/** The character's runs (active and completed; abandoned ones are history), with their steps (one statement). */
export async function readQuestRuns(db: Kysely<Database>, characterId: number): Promise<QuestRun[]> {
  const result = await sql<QuestRun>`
    SELECT cq.id::int, cq.quest_id::int, cq.status, cq.progress, cq.started_at, cq.completed_at, cq.expires_at, cq.rewards_claimed,
           (SELECT json_agg(json_build_object('id', s.id, 'quest_step_id', s.quest_step_id, 'progress', s.progress, 'status', s.status,
                    'target_id', s.target_id, 'title', s.title, 'description', s.description) ORDER BY s.quest_step_id)
            FROM character_quest_steps s WHERE s.character_quest_id = cq.id) AS steps
    FROM character_quests cq
    WHERE cq.character_id = ${characterId} AND cq.status <> 'abandoned'
    ORDER BY cq.id`.execute(db);
  return result.rows.map((row) => ({ ...row, started_at: new Date(row.started_at), completed_at: row.completed_at && new Date(row.completed_at), expires_at: row.expires_at && new Date(row.expires_at) }));
}

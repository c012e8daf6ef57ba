import { sql } from 'kysely';
import type { Mission } from '../../../shared/api';
import type { CharacterPart } from '../../kernel/characterPart';
import { presentMission } from './missionView';
import type { BookQuest } from './questBook';

interface MissionRaw {
  id: number;
  rewards_claimed: boolean;
  quest: Pick<BookQuest, 'id' | 'name' | 'description' | 'quest_type'>;
  steps: (BookQuest['steps'][number] & { run_step_id: number; progress: number })[];
}

/** The Character's missions (seed 000 §3): its active quest runs with their steps, one fragment of the one statement. */
export const missionsPart: CharacterPart<MissionRaw[], Mission[]> = {
  sql: () => sql<MissionRaw[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', cq.id, 'rewards_claimed', cq.rewards_claimed,
      'quest', json_build_object('id', q.id, 'name', q.name, 'description', q.description, 'quest_type', q.quest_type),
      -- A run's own words and target (the first trade run's) stand before the quest step's.
      'steps', (SELECT json_agg(json_build_object('id', qs.id, 'position', qs.position, 'title', COALESCE(s.title, qs.title), 'description', COALESCE(s.description, qs.description),
                 'target_type', qs.target_type, 'target_id', COALESCE(s.target_id, qs.target_id), 'required_quantity', qs.required_quantity,
                 'run_step_id', s.id, 'progress', s.progress) ORDER BY qs.position)
                FROM character_quest_steps s JOIN quest_steps qs ON qs.id = s.quest_step_id WHERE s.character_quest_id = cq.id)
    ) ORDER BY cq.id), '[]')
    FROM character_quests cq JOIN quests q ON q.id = cq.quest_id
    WHERE cq.character_id = c.id AND cq.status = 'active')`,
  present: (rows) =>
    rows.map((row) => {
      const steps = row.steps ?? [];
      const quest = { ...row.quest, steps } as unknown as BookQuest;
      const run = { id: row.id, quest_id: row.quest.id, status: 'active' as const, rewards_claimed: row.rewards_claimed, steps: steps.map((s) => ({ id: s.run_step_id, quest_step_id: s.id, progress: s.progress, status: 'pending' as const, target_id: null, title: null, description: null })) };
      return presentMission(quest, run);
    }),
};

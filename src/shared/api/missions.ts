import { z } from 'zod';
import { QUEST_TARGET_TYPES } from '../rules/missions/questSteps';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** A reward of a quest (seed 001 §9 reward types), with what it names when it is an item or a ship. */
export const questReward = z.object({
  /** `unlock`: opens what a quest line leads to (a Force profession); `name` says what. */
  type: z.enum(['credits', 'experience', 'item', 'ship', 'skill_points', 'unlock']),
  amount: z.number().int(),
  name: z.string().optional(),
  experience_type: z.string().optional(),
});
export type QuestReward = z.infer<typeof questReward>;

/** A step of a quest (seed 001 §3) with the character's progress on it. */
export const questStepView = z.object({
  id,
  title: z.string(),
  description: z.string(),
  target_type: z.enum(QUEST_TARGET_TYPES),
  required_quantity: z.number().int(),
  progress: z.number().int(),
});

/** Quest progress (seed 001 §3); `id` is the quest's, `mission_id` the character's run of it. */
export const questProgress = z.object({
  id,
  mission_id: id.nullable(),
  key: z.string(),
  status: z.enum(['available', 'active', 'completed']),
  quest_name: z.string(),
  name: z.string(),
  quest_description: z.string(),
  description: z.string(),
  progress_percentage: z.number(),
  progress: z.record(z.string(), z.unknown()),
  current_step: z.number().int().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  time_remaining: z.number().int().nullable(),
  time_limit: z.number().int().nullable(),
  rewards_claimed: z.boolean(),
  xp_reward: z.number().int(),
  credits_reward: z.number().int(),
  objective: z.string(),
  category: z.string(),
  level: z.number().int(),
  quest_type: z.enum(['tutorial', 'story', 'faction', 'repeatable']),
  is_tutorial: z.boolean(),
  faction: z.string().nullable(),
  region: z.string().nullable(),
  quest: z.object({ id, name: z.string(), steps: z.array(questStepView) }),
  static_rewards: z.array(questReward),
  chain_id: z.string(),
  chain_order: z.number().int(),
  previous_quest_id: id.nullable(),
  /** Seconds until the galactic event that offers the quest ends (GAME_RULES "Event quests"); absent for other quests. */
  event_time_remaining: z.number().int().optional(),
});
export type QuestProgress = z.infer<typeof questProgress>;

/** Quest stats (seed 001 §3). */
export const questStats = z.object({ total: z.number().int(), active: z.number().int(), completed: z.number().int(), available: z.number().int() });
export type QuestStats = z.infer<typeof questStats>;

/** A mission as the Missions app shows it (seed 000 §3): the character's run of a quest. */
export const mission = z.object({
  id,
  quest_id: id,
  status: z.enum(['active', 'completed', 'abandoned']),
  progress_percentage: z.number(),
  rewards_claimed: z.boolean(),
  quest: z.object({ id, name: z.string(), description: z.string(), quest_type: z.string() }),
  steps: z.array(
    z.object({
      id,
      quest_step_id: id,
      status: z.enum(['pending', 'in_progress', 'completed']),
      progress: z.number().int(),
      manual: z.boolean(),
      questStep: z.object({
        id,
        title: z.string(),
        description: z.string(),
        target_type: z.string(),
        /** What the step waits for, when one thing: the star system of a visit step. */
        target_id: id.nullable(),
        required_quantity: z.number().int(),
      }),
    }),
  ),
  objectives: z.array(z.object({ id, description: z.string(), completed: z.boolean() })),
});
export type Mission = z.infer<typeof mission>;

const missionParams = z.object({ id: dbId });
const stepParams = z.object({ id: dbId, stepId: dbId });
const questParams = z.object({ id: dbId });

/** What a completed quest paid, each reward once. */
export const paidRewards = z.object({ credits: z.number().int(), rewards: z.array(questReward), credits_after: z.number().int() });

const missionAction = z.object({ success: z.literal(true), message: z.string(), mission });
const questAction = z.object({ success: z.literal(true), message: z.string(), quest: questProgress });
/** A quest given up, and the quest as the journal now shows it (null once it shows no more), so the client patches the journal. */
const questAbandoned = z.object({ success: z.literal(true), message: z.string(), quest: questProgress.nullable() });

/** Seed 000 §7 missions calls and seed 001 §7 quest calls. */
export const missionRoutes = {
  list: route({ method: 'GET', path: '/api/missions', access: 'character', query: z.object({ character_id: dbId.optional() }), response: z.object({ missions: z.array(mission) }) }),
  completeStep: route({ changes: changes(['missions'], ['missions']), method: 'PUT', path: '/api/missions/:id/steps/:stepId', access: 'character', params: stepParams, body: z.object({ status: z.literal('completed').default('completed') }).default({ status: 'completed' }), response: missionAction }),
  complete: route({ changes: changes(['missions', 'inventory', 'skills'], ['missions', 'credits', 'skills', 'inventory']), method: 'POST', path: '/api/missions/:id/complete', access: 'character', params: missionParams, response: missionAction.extend({ paid: paidRewards }), idempotent: true }),
  abandon: route({ changes: changes(['missions'], ['missions']), method: 'DELETE', path: '/api/missions/:id', access: 'character', params: missionParams, response: z.object({ success: z.literal(true), message: z.string() }) }),
};

export const questRoutes = {
  list: route({ method: 'GET', path: '/api/quest-progress/', access: 'character', response: z.object({ success: z.literal(true), quests: z.array(questProgress), stats: questStats }) }),
  available: route({ method: 'GET', path: '/api/quest-progress/available', access: 'character', response: z.object({ available_quests: z.array(questProgress) }) }),
  start: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/quest-progress/start/:id', access: 'character', params: questParams, response: questAction }),
  complete: route({ changes: changes(['missions', 'inventory', 'skills'], ['missions', 'credits', 'skills', 'inventory']), method: 'POST', path: '/api/quest-progress/complete/:id', access: 'character', params: questParams, response: questAction.extend({ paid: paidRewards }), idempotent: true }),
  abandon: route({ changes: changes(['missions'], ['missions']), method: 'POST', path: '/api/quest-progress/abandon/:id', access: 'character', params: questParams, response: questAbandoned }),
};

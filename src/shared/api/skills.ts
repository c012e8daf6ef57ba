import { z } from 'zod';
import { EXPERIENCE_TYPES } from '../rules/experienceTypes';
import { MODIFIER_OPERATIONS, SKILL_MODIFIER_NAMES, type SkillModifierName } from '../rules/skills/skillModifiers';
import { PROFESSION_CATEGORIES, SKILL_TIERS } from '../rules/skills/skillTiers';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int();
const pathId = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const experienceType = z.enum(EXPERIENCE_TYPES);
export const skillTier = z.enum(SKILL_TIERS);
export const professionCategory = z.enum(PROFESSION_CATEGORIES);

/** `{type, value}` of seed 001 §3; a `skill` prerequisite's value is the skill's id. */
export const prerequisite = z.object({ type: z.string(), value: z.union([id, z.string()]), label: z.string() });
export const skillModifier = z.object({ name: z.enum(SKILL_MODIFIER_NAMES), value: z.number(), operation: z.enum(MODIFIER_OPERATIONS) });
const namedText = z.object({ name: z.string(), description: z.string() });

/** The Skill of seed 001 §3; `skill_type` is its tier. `tree_id` is null for the novice and master skills. */
export const skill = z.object({
  id,
  name: z.string(),
  skill_type: skillTier,
  profession_id: id,
  tree_id: id.nullable(),
  skill_points_required: z.number().int(),
  experience_required: z.number().int(),
  experience_type: experienceType,
  description: z.string(),
  prerequisites: z.array(prerequisite),
  modifiers: z.array(skillModifier),
  special_abilities: z.array(namedText),
  granted_commands: z.array(namedText),
});
export type Skill = z.infer<typeof skill>;

/** One of a profession's four trees: novice → basic → intermediate → advanced, in that order. */
export const skillTree = z.object({ id, name: z.string(), description: z.string(), skills: z.array(skill) });
export type SkillTree = z.infer<typeof skillTree>;

/**
 * The Profession of seed 001 §3. `profession_modifiers` maps a modifier name to the percent a
 * master of it holds; `factor` multiplies its skills' tier costs; `total_cost` is every skill's.
 */
export const profession = z.object({
  id,
  name: z.string(),
  category: professionCategory,
  description: z.string(),
  factor: z.number(),
  prerequisites: z.array(prerequisite),
  profession_modifiers: z.record(z.string(), z.number()),
  novice_skill: skill,
  master_skill: skill,
  skill_trees: z.array(skillTree),
  total_cost: z.number().int(),
});
export type Profession = z.infer<typeof profession>;

export const professionListResponse = z.object({ professions: z.array(profession) });
export const professionResponse = z.object({ profession, skill_trees: z.array(skillTree) });
export const skillResponse = z.object({ skill, profession: z.object({ id, name: z.string(), category: professionCategory }) });

/** A started profession on the summary: progress is the percent of its skills learned (seed 001 §4). */
export const characterProfession = z.object({
  id,
  name: z.string(),
  category: professionCategory,
  skills_learned: z.number().int(),
  skills_total: z.number().int(),
  progress: z.number(),
  mastered: z.boolean(),
  started_at: z.string(),
});
export type CharacterProfession = z.infer<typeof characterProfession>;

export const learnedSkill = skill.extend({ learned_at: z.string() });
export type LearnedSkill = z.infer<typeof learnedSkill>;

export const experienceEntry = z.object({ experience_type: experienceType, current_amount: z.number().int(), total_earned: z.number().int() });
export type ExperienceEntry = z.infer<typeof experienceEntry>;

export const skillPoints = z.object({ used: z.number().int(), total: z.number().int() });

/** The Character skill summary of seed 001 §3, with the character's effective modifiers (fractions). */
export const skillSummaryResponse = z.object({
  professions: z.array(characterProfession),
  skills: z.array(learnedSkill),
  experience: z.array(experienceEntry),
  skill_points: skillPoints,
  // Every modifier by name, as an object (not a record over the names): the API document then
  // names each property, as OpenAPI linters expect of the required ones.
  modifiers: z.object(Object.fromEntries(SKILL_MODIFIER_NAMES.map((name) => [name, z.number()])) as Record<SkillModifierName, z.ZodNumber>),
  /** What play unlocked (a quest line's end, e.g. `jedi_path`): meets `unlock` prerequisites. */
  unlocks: z.array(z.string()),
});
export type SkillSummary = z.infer<typeof skillSummaryResponse>;

/** The Recommendation of seed 001 §3: a skill learnable now and why it suits this character. */
export const recommendation = z.object({
  skill_id: id,
  skill_name: z.string(),
  profession_name: z.string(),
  /** `start_profession`: the skill is an unstarted profession's novice skill, learned by starting it. */
  action: z.enum(['learn', 'start_profession']).default('learn'),
  cost: z.number().int(),
  reason: z.string(),
});
export const recommendationsResponse = z.object({ recommendations: z.array(recommendation) });

/** The Optimal allocation entry of seed 001 §3: points a profession is worth to this character, and which skills. */
export const allocationEntry = z.object({
  profession: z.string(),
  profession_id: id,
  points: z.number().int(),
  description: z.string(),
  skill_ids: z.array(id),
});
export type AllocationEntry = z.infer<typeof allocationEntry>;
export const optimalAllocationResponse = z.object({
  allocation: z.array(allocationEntry),
  total_points: z.number().int(),
  /** What the allocation is worth to the character, in the optimiser's units (higher is better). */
  score: z.number(),
});

export const characterPathParams = z.object({ id: pathId });
export const skillIdParams = z.object({ id: pathId });
export const startProfessionRequest = z.object({ profession_id: z.number().int().positive().max(2 ** 31 - 1) });
export const learnSkillRequest = z.object({ skill_id: z.number().int().positive().max(2 ** 31 - 1) });

export const startProfessionResponse = z.object({ success: z.literal(true), message: z.string(), profession: characterProfession, skill: learnedSkill, skill_points: skillPoints });
export const learnSkillResponse = z.object({ success: z.literal(true), message: z.string(), skill: learnedSkill, skill_points: skillPoints });

/** `SkillPointsAwarded` on `private-character.{id}`: experience earned, a skill learned or skill points won by a quest. */
export const skillPointsAwardedEvent = z.object({
  character_id: id,
  reason: z.enum(['experience', 'skill_learned', 'profession_started', 'quest_reward']),
  experience_type: experienceType.nullable(),
  amount: z.number().int(),
  skill_points: skillPoints,
  /** The captain's log line: what was earned or learned. */
  message: z.string(),
});
export type SkillPointsAwardedEvent = z.infer<typeof skillPointsAwardedEvent>;

/**
 * Seed 001 §7 "Skills". The `character/:id` calls act for the character in the path (the
 * acting-character preHandler reads it: another player's is 403). Starting and learning honour an
 * `Idempotency-Key`: a retried request gets the first answer, not "already learned".
 */
export const skillRoutes = {
  professions: route({ method: 'GET', path: '/api/swg-skills/professions', access: 'public', response: professionListResponse }),
  profession: route({ method: 'GET', path: '/api/swg-skills/profession/:id', access: 'public', params: skillIdParams, response: professionResponse }),
  skill: route({ method: 'GET', path: '/api/swg-skills/skill/:id', access: 'public', params: skillIdParams, response: skillResponse }),
  summary: route({ method: 'GET', path: '/api/swg-skills/character/:id/summary', access: 'character', characterParam: 'id', params: characterPathParams, response: skillSummaryResponse }),
  startProfession: route({ changes: changes(['skills', 'market'], ['skills']), method: 'POST', path: '/api/swg-skills/character/:id/start-profession', access: 'character', characterParam: 'id', params: characterPathParams, body: startProfessionRequest, response: startProfessionResponse, idempotent: true }),
  learnSkill: route({ changes: changes(['skills', 'market'], ['skills']), method: 'POST', path: '/api/swg-skills/character/:id/learn-skill', access: 'character', characterParam: 'id', params: characterPathParams, body: learnSkillRequest, response: learnSkillResponse, idempotent: true }),
  recommendations: route({ method: 'GET', path: '/api/swg-skills/character/:id/recommendations', access: 'character', characterParam: 'id', params: characterPathParams, response: recommendationsResponse }),
  optimalAllocation: route({ method: 'GET', path: '/api/swg-skills/character/:id/optimal-allocation', access: 'character', characterParam: 'id', params: characterPathParams, response: optimalAllocationResponse }),
};

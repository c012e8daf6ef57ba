import { z } from 'zod';
import {
  COMBAT_ACTIONS,
  COMBAT_ATTRIBUTES,
  COMBAT_TYPES,
  ENEMY_KINDS,
  HAM_POOLS,
  OPPONENT_TYPES,
  POSTURES,
  RANGES,
  SESSION_STATUSES,
  TURN_SIDES,
  WEAPON_TYPES,
} from '../rules/combat/combatTerms';
import { route } from './route';
import { changes } from './changes';

const int = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const hamPool = z.enum(HAM_POOLS);
export const combatAttribute = z.enum(COMBAT_ATTRIBUTES);
export const weaponType = z.enum(WEAPON_TYPES);
export const posture = z.enum(POSTURES);
export const combatRange = z.enum(RANGES);

/** Seed 000 §3 HAM: the three pools with wounds, battle fatigue, encumbrance and force (0 when absent). */
export const ham = z.object({
  health_current: int,
  health_max: int,
  action_current: int,
  action_max: int,
  mind_current: int,
  mind_max: int,
  health_wounds: int,
  action_wounds: int,
  mind_wounds: int,
  battle_fatigue: int,
  encumbrance_current: int,
  encumbrance_max: int,
  force_current: int,
  force_max: int,
});
export type HamView = z.infer<typeof ham>;

/** Seed 000 §3 Combat stats. */
export const combatStats = z.object({
  strength: int,
  constitution: int,
  stamina: int,
  agility: int,
  precision: int,
  intellect: int,
  luck: int,
});
export type CombatStatsView = z.infer<typeof combatStats>;

/** Seed 000 §3 Weapon skill, with what the next level costs to train. */
export const weaponSkill = z.object({ weapon_type: weaponType, skill_level: int, next_level_cost: int });
export type WeaponSkillView = z.infer<typeof weaponSkill>;

/** A pool triple: damage dealt, costs paid, or pools after a blow. */
export const poolAmounts = z.object({ health: int, action: int, mind: int });
export type PoolAmounts = z.infer<typeof poolAmounts>;

/** Seed 000 §3 Stance requirements: an attribute (attribute, value) and/or a weapon skill (weapon_type, level). */
export const stanceRequirements = z.object({
  attribute: z.object({ attribute: combatAttribute, value: int }).optional(),
  weapon_skill: z.object({ weapon_type: weaponType, level: int }).optional(),
});
export const stance = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  requirements: stanceRequirements.nullable(),
  /** Percent changes while in this stance (+ better for the player). */
  accuracy_modifier: int,
  damage_modifier: int,
  defense_modifier: int,
  /** Whether the character meets the requirements now (seed 000 §4 "Stance availability"). */
  available: z.boolean(),
});
export type StanceView = z.infer<typeof stance>;

/** An ability (a skill command): what it costs, what it hits, whether the character knows it. */
export const skillCommand = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  cost_pool: hamPool,
  cost: int,
  target_pool: hamPool,
  damage_multiplier: z.number(),
  accuracy_modifier: int,
  known: z.boolean(),
  /** Why it is not known yet (the weapon skill level it needs), null when known. */
  requirement: z.string().nullable(),
});
export type SkillCommand = z.infer<typeof skillCommand>;

/** A timed effect on the character (battle fatigue's penalty, a defend's guard, a stim's boost). */
export const activeEffect = z.object({ name: z.string(), description: z.string(), expires_at: z.string().nullable() });

/** The combat modifiers of the learned skills, as fractions (0.05 is 5 %): damage dealt, damage taken off, to-hit, ability costs. */
export const combatModifiers = z.object({ damage: z.number(), defense: z.number(), accuracy: z.number(), speed: z.number() });

/** The weapon a fight strikes with: the worn one's kind and damage range (bare hands when none). */
export const wornWeapon = z.object({ weapon_type: weaponType, damage: z.object({ min: int, max: int }) });

/** GET /api/swg-combat/character-data (seed 000 §7). Skill command costs are after combat speed. */
export const combatCharacterDataResponse = z.object({
  ham,
  combat_stats: combatStats,
  weapon_skills: z.array(weaponSkill),
  active_effects: z.array(activeEffect),
  skill_commands: z.array(skillCommand),
  weapon: wornWeapon,
  combat_modifiers: combatModifiers,
  /** The learned skills' combat bonus lines ("Unarmed I: +1% combat damage"). */
  combat_bonuses: z.array(z.string()),
});
export type CombatCharacterData = z.infer<typeof combatCharacterDataResponse>;

export const stancesResponse = z.object({ stances: z.array(stance) });

/** POST heal-ham: `amount` points of `ham_type`, paid in credits, or with a medical item when `item_id` is given. */
export const healHamRequest = z.object({ ham_type: hamPool, amount: z.number().int().min(1).max(10_000), item_id: positiveId.optional() });
export const healHamResponse = z.object({ success: z.literal(true), message: z.string(), ham, healed: int, cost: int, credits: int });
export type HealHamResponse = z.infer<typeof healHamResponse>;

export const trainAttributeRequest = z.object({ attribute: combatAttribute, points: z.number().int().min(1).max(25).default(1) });
export const trainAttributeResponse = z.object({ success: z.literal(true), message: z.string(), combat_stats: combatStats, ham, credits: int, cost: int });
export type TrainAttributeResponse = z.infer<typeof trainAttributeResponse>;

/** `specialization_id` names the weapon type trained (seed 000 §7's field, our weapon types). */
export const trainWeaponSkillRequest = z.object({ specialization_id: weaponType, levels: z.number().int().min(1).max(10).default(1) });
export const trainWeaponSkillResponse = z.object({ success: z.literal(true), message: z.string(), weapon_skills: z.array(weaponSkill), credits: int, cost: int });
export type TrainWeaponSkillResponse = z.infer<typeof trainWeaponSkillResponse>;

/** Seed 000 §3 Combat session (id, status, turn_number, current_turn). */
export const combatSessionState = z.object({ id: int, status: z.enum(SESSION_STATUSES), turn_number: int, current_turn: z.enum(TURN_SIDES) });
export type CombatSessionState = z.infer<typeof combatSessionState>;

/** The opponent as the fight shows it: its pools (HAM with max, no wounds), level and look. */
export const combatOpponent = z.object({
  type: z.enum(OPPONENT_TYPES),
  id: int,
  name: z.string(),
  kind: z.enum([...ENEMY_KINDS, 'npc']),
  level: int,
  description: z.string(),
  ham: z.object({ health_current: int, health_max: int, action_current: int, action_max: int, mind_current: int, mind_max: int }),
  /** Its defence points (what the player's to-hit is measured against). */
  defense: int,
  /** Whether it fights in orbit (ship encounters) or on the ground. */
  arena: z.enum(['ground', 'orbit']),
});
export type CombatOpponent = z.infer<typeof combatOpponent>;

/**
 * One act of a turn, rich enough to animate: who did what, hit or miss, damage by pool, what it
 * cost, the target's pools after and which of them are critical (below 25 % of max − wounds).
 */
export const combatActionResult = z.object({
  turn_number: int,
  actor: z.enum(TURN_SIDES),
  action: z.enum([...COMBAT_ACTIONS, 'timeout']),
  ability_name: z.string().nullable(),
  /** null when the act is not an attack (defend, stance, item, flee). */
  hit: z.boolean().nullable(),
  critical_hit: z.boolean(),
  damage: poolAmounts,
  cost: poolAmounts,
  /** Pools healed by an item. */
  healed: poolAmounts,
  target: z.enum(TURN_SIDES),
  target_after: poolAmounts,
  critical_pools: z.array(hamPool),
  /** Flee: whether it worked. */
  succeeded: z.boolean().nullable(),
  message: z.string(),
  at: z.string(),
});
export type CombatActionResult = z.infer<typeof combatActionResult>;

/** What a victory paid. Loot the inventory could not hold waits (`waiting`) until room is made. */
export const combatRewards = z.object({
  credits: int,
  combat_experience: int,
  weapon_experience: int,
  weapon_type: weaponType,
  /** Explosives experience, when the fighter threw a grenade in the fight. */
  explosives_experience: int.optional(),
  items: z.array(z.object({ name: z.string(), quality: z.string(), item_id: int.nullable(), status: z.enum(['granted', 'waiting']) })),
});
export type CombatRewards = z.infer<typeof combatRewards>;

/** What a defeat cost (wounds by pool and battle fatigue). */
export const combatPenalties = z.object({ wounds: poolAmounts, battle_fatigue: int });

/** Who fights on the player's side: the session's owner and the party members who joined it. */
export const combatFighter = z.object({
  character_id: int,
  name: z.string(),
  owner: z.boolean(),
  /** Still in the fight, fallen (incapacitated) or gone (fled or broke off). */
  status: z.enum(['fighting', 'down', 'left']),
});
export type CombatFighter = z.infer<typeof combatFighter>;

/** A whole session: its state, the fight's setting, the opponent, the log and how it ended. */
export const combatSessionDetail = combatSessionState.extend({
  combat_type: z.enum(COMBAT_TYPES),
  posture,
  range: combatRange,
  stance_id: int.nullable(),
  opponent: combatOpponent,
  /** The player's pools now (health, action, mind current). */
  player: poolAmounts,
  /** Whether the player's defend guard holds this turn. */
  defending: z.boolean(),
  started_at: z.string(),
  /** Past this moment without an action the session ends in timeout. */
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  log: z.array(combatActionResult),
  rewards: combatRewards.nullable(),
  penalties: combatPenalties.nullable(),
  /** The journey a travel event's fight paused, resumed when the session ends. */
  journey_id: int.nullable(),
  message: z.string().nullable(),
  /** The player's side: one fighter alone, or a party fighting together. */
  fighters: z.array(combatFighter),
});
export type CombatSessionDetail = z.infer<typeof combatSessionDetail>;

export const startCombatRequest = z.object({
  opponent_type: z.enum(OPPONENT_TYPES),
  opponent_id: positiveId,
  combat_type: z.enum(COMBAT_TYPES).default('pve'),
});
export const startCombatResponse = z.object({ success: z.literal(true), message: z.string(), session: combatSessionDetail });
export type StartCombatResponse = z.infer<typeof startCombatResponse>;

export const sessionIdParams = z.object({ id: positiveId });

/**
 * POST session/{id}/action: the action plus its extras. `turn_number`, when sent, must be the
 * session's current turn: a second click on a turn already played is refused.
 */
const turnGuard = { turn_number: z.number().int().min(0).max(100_000).optional() };
export const combatActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('attack'), ...turnGuard }),
  z.object({ action: z.literal('defend'), ...turnGuard }),
  z.object({ action: z.literal('change_stance'), stance_id: positiveId, ...turnGuard }),
  z.object({ action: z.literal('use_ability'), ability_name: z.string().min(1).max(60), posture: posture.optional(), range: combatRange.optional(), ...turnGuard }),
  /** A medical item on oneself, or on `patient_id`: a party-mate fighting on the same side. */
  z.object({ action: z.literal('use_item'), item_id: positiveId, patient_id: positiveId.optional(), ...turnGuard }),
  z.object({ action: z.literal('flee'), ...turnGuard }),
]);
export type CombatActionRequest = z.infer<typeof combatActionRequest>;

/** Seed 000 §7: success, session (status, turn_number, current_turn), character.ham (health, action, mind). */
export const combatActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  session: combatSessionDetail,
  character: z.object({ ham: ham.extend({ health: int, action: int, mind: int }) }),
  /** This action's acts: the player's, then the opponent's answer (if it still stood). */
  results: z.array(combatActionResult),
});
export type CombatActionResponse = z.infer<typeof combatActionResponse>;

export const endCombatResponse = z.object({ success: z.literal(true), message: z.string(), session: combatSessionDetail, ham });
export type EndCombatResponse = z.infer<typeof endCombatResponse>;

export const combatSessionResponse = z.object({ session: combatSessionDetail });

/** A party member's fight in the character's system that it may join. */
export const partyFight = z.object({
  session_id: int,
  character_id: int,
  name: z.string(),
  opponent_name: z.string(),
  opponent_level: int,
  turn_number: int,
  fighters: int,
});
export type PartyFight = z.infer<typeof partyFight>;
export const partyFightsResponse = z.object({ fights: z.array(partyFight) });
export const joinFightResponse = z.object({ success: z.literal(true), message: z.string(), session: combatSessionDetail });
export type JoinFightResponse = z.infer<typeof joinFightResponse>;

/** A finished or running session in a list. */
export const combatSessionSummary = combatSessionState.extend({
  opponent: combatOpponent.pick({ type: true, id: true, name: true, kind: true, level: true }),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  rewards: combatRewards.nullable(),
});
export type CombatSessionSummary = z.infer<typeof combatSessionSummary>;
export const combatSessionsResponse = z.object({ sessions: z.array(combatSessionSummary) });

/** What the character carries about combat in its payload. */
export const characterCombat = z.object({
  ham,
  combat_stats: combatStats,
  weapon_skills: z.array(weaponSkill),
  in_combat: z.boolean(),
  combat_session: combatSessionState.nullable(),
});

/** What CombatUpdated carries on the character's channel after every change of a session. */
export const combatUpdatedPayload = z.object({
  session_id: int,
  status: z.enum(SESSION_STATUSES),
  turn_number: int,
  message: z.string(),
});
export type CombatUpdatedPayload = z.infer<typeof combatUpdatedPayload>;

/** Seed 000 §7 "Combat", plus the reads the combat pages need. */
export const combatRoutes = {
  characterData: route({ method: 'GET', path: '/api/swg-combat/character-data', access: 'character', response: combatCharacterDataResponse }),
  stances: route({ method: 'GET', path: '/api/swg-combat/stances', access: 'character', response: stancesResponse }),
  healHam: route({ changes: changes(['combat'], ['combat', 'credits']), method: 'POST', path: '/api/swg-combat/heal-ham', access: 'character', body: healHamRequest, response: healHamResponse, idempotent: true }),
  trainAttribute: route({ changes: changes(['combat'], ['combat', 'credits']), method: 'POST', path: '/api/swg-combat/train-attribute', access: 'character', body: trainAttributeRequest, response: trainAttributeResponse, idempotent: true }),
  trainWeaponSkill: route({ changes: changes(['combat'], ['combat', 'credits']), method: 'POST', path: '/api/swg-combat/train-weapon-skill', access: 'character', body: trainWeaponSkillRequest, response: trainWeaponSkillResponse, idempotent: true }),
  start: route({ changes: changes(['combat'], ['combat']), method: 'POST', path: '/api/swg-combat/start', access: 'character', body: startCombatRequest, response: startCombatResponse, idempotent: true }),
  action: route({ changes: changes(['combat', 'inventory'], ['combat', 'credits', 'inventory']), method: 'POST', path: '/api/swg-combat/session/:id/action', access: 'character', params: sessionIdParams, body: combatActionRequest, response: combatActionResponse, idempotent: true }),
  end: route({ changes: changes(['combat', 'inventory'], ['combat', 'credits', 'inventory']), method: 'POST', path: '/api/swg-combat/session/:id/end', access: 'character', params: sessionIdParams, response: endCombatResponse, idempotent: true }),
  session: route({ method: 'GET', path: '/api/swg-combat/session/:id', access: 'character', params: sessionIdParams, response: combatSessionResponse }),
  sessions: route({ method: 'GET', path: '/api/swg-combat/sessions', access: 'character', response: combatSessionsResponse }),
  /** Party members fight together: the running fights of party members in this system, and joining one. */
  partyFights: route({ method: 'GET', path: '/api/swg-combat/party-fights', access: 'character', response: partyFightsResponse }),
  join: route({ changes: changes(['combat'], ['combat']), method: 'POST', path: '/api/swg-combat/session/:id/join', access: 'character', params: sessionIdParams, response: joinFightResponse, idempotent: true }),
};

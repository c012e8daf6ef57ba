/** The words of combat (seed 000 §3, §9), shared by the contract, the rules and the server. */

/** The three HAM pools. */
export const HAM_POOLS = ['health', 'action', 'mind'] as const;
export type HamPool = (typeof HAM_POOLS)[number];

/** Seed 000 §3 "Combat stats". */
export const COMBAT_ATTRIBUTES = ['strength', 'constitution', 'stamina', 'agility', 'precision', 'intellect', 'luck'] as const;
export type CombatAttribute = (typeof COMBAT_ATTRIBUTES)[number];

/**
 * Weapon types a weapon skill is trained in; each is also an experience type (seed 001 §3).
 * The first five are worn in the weapon slot; `explosives` are thrown (grenades, used up).
 */
export const WEAPON_TYPES = ['brawling', 'melee', 'pistol', 'carbine', 'rifle', 'explosives'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];
/** The kinds a worn weapon is of (what a fight fought with it trains). */
export const WORN_WEAPON_TYPES = ['brawling', 'melee', 'pistol', 'carbine', 'rifle'] as const satisfies readonly WeaponType[];
export type WornWeaponType = (typeof WORN_WEAPON_TYPES)[number];

/** Seed 000 §9: default posture standing, default range medium. */
export const POSTURES = ['standing', 'kneeling', 'prone'] as const;
export type Posture = (typeof POSTURES)[number];
export const RANGES = ['close', 'medium', 'long'] as const;
export type CombatRange = (typeof RANGES)[number];
export const DEFAULT_POSTURE: Posture = 'standing';
export const DEFAULT_RANGE: CombatRange = 'medium';

/** Seed 000 §9: default combat type pve (the only one served). */
export const COMBAT_TYPES = ['pve'] as const;
export type CombatType = (typeof COMBAT_TYPES)[number];

/** Whom a session is fought against: an enemy of the super area, or an NPC standing at the place. */
export const OPPONENT_TYPES = ['enemy', 'npc'] as const;
export type OpponentType = (typeof OPPONENT_TYPES)[number];

/** The player's actions (seed 000 §7). */
export const COMBAT_ACTIONS = ['attack', 'defend', 'change_stance', 'use_ability', 'use_item', 'flee'] as const;
export type CombatAction = (typeof COMBAT_ACTIONS)[number];

/**
 * How a session stands: active, or how it ended (victory, defeat = incapacitated, fled,
 * surrendered = ended by the player while active, timeout = nobody acted for too long).
 */
export const SESSION_STATUSES = ['active', 'victory', 'defeat', 'fled', 'surrendered', 'timeout'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Whose turn it is. The opponent answers inside the player's action, so an active session waits on the player. */
export const TURN_SIDES = ['player', 'opponent'] as const;
export type TurnSide = (typeof TURN_SIDES)[number];

/** Kinds of enemies (their look in the 3D scene, their loot) and roles of NPCs. */
export const ENEMY_KINDS = ['beast', 'bandit', 'pirate', 'droid', 'soldier'] as const;
export type EnemyKind = (typeof ENEMY_KINDS)[number];
export const NPC_ROLES = ['trader', 'trainer', 'quest_giver', 'guard'] as const;
export type NpcRole = (typeof NPC_ROLES)[number];

/** Seed 000 §5: the text of every combat action without an active session. */
export const NO_ACTIVE_COMBAT_SESSION = 'No active combat session';

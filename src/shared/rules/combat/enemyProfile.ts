import type { HamPool } from './combatTerms';
import type { EnemyKind } from './combatTerms';
import { purseRange } from './rewards';

/** An opponent's ability, as its profile and the session snapshot keep it. */
export interface OpponentAbility {
  name: string;
  label: string;
  costPool: HamPool;
  cost: number;
  targetPool: HamPool;
  multiplier: number;
  accuracy: number;
}

/** An opponent's fighting numbers, from its level and kind. */
export interface OpponentProfile {
  healthMax: number;
  actionMax: number;
  mindMax: number;
  damageMin: number;
  damageMax: number;
  /** To-hit points (see hitChance). */
  accuracy: number;
  /** Defense points against the player's attacks. */
  defense: number;
  creditsMin: number;
  creditsMax: number;
  abilities: OpponentAbility[];
}

const BASIC: Readonly<Record<EnemyKind | 'npc', OpponentAbility>> = {
  beast: { name: 'bite', label: 'Bite', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 0 },
  bandit: { name: 'shoot', label: 'Shoot', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 0 },
  pirate: { name: 'blaster_fire', label: 'Blaster Fire', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 0 },
  droid: { name: 'laser_burst', label: 'Laser Burst', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 5 },
  soldier: { name: 'rifle_shot', label: 'Rifle Shot', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 5 },
  npc: { name: 'punch', label: 'Punch', costPool: 'action', cost: 4, targetPool: 'health', multiplier: 1, accuracy: 0 },
};

/** The kind's heavier moves, learnt from level 3 and 6. */
const SPECIAL: Readonly<Record<EnemyKind | 'npc', [OpponentAbility, OpponentAbility]>> = {
  beast: [
    { name: 'maul', label: 'Maul', costPool: 'action', cost: 10, targetPool: 'health', multiplier: 1.6, accuracy: -5 },
    { name: 'terrifying_roar', label: 'Terrifying Roar', costPool: 'mind', cost: 10, targetPool: 'mind', multiplier: 1.3, accuracy: 10 },
  ],
  bandit: [
    { name: 'kneecap', label: 'Kneecap', costPool: 'action', cost: 8, targetPool: 'action', multiplier: 1.3, accuracy: 0 },
    { name: 'dirty_trick', label: 'Dirty Trick', costPool: 'mind', cost: 10, targetPool: 'mind', multiplier: 1.3, accuracy: 5 },
  ],
  pirate: [
    { name: 'boarding_cutlass', label: 'Boarding Cutlass', costPool: 'action', cost: 10, targetPool: 'health', multiplier: 1.5, accuracy: -5 },
    { name: 'stun_grenade', label: 'Stun Grenade', costPool: 'action', cost: 12, targetPool: 'mind', multiplier: 1.4, accuracy: 5 },
  ],
  droid: [
    { name: 'targeting_lock', label: 'Targeting Lock', costPool: 'mind', cost: 8, targetPool: 'health', multiplier: 1.4, accuracy: 20 },
    { name: 'ion_pulse', label: 'Ion Pulse', costPool: 'action', cost: 12, targetPool: 'action', multiplier: 1.5, accuracy: 0 },
  ],
  soldier: [
    { name: 'suppressing_fire', label: 'Suppressing Fire', costPool: 'action', cost: 10, targetPool: 'action', multiplier: 1.4, accuracy: 0 },
    { name: 'headshot', label: 'Headshot', costPool: 'mind', cost: 10, targetPool: 'mind', multiplier: 1.6, accuracy: -10 },
  ],
  npc: [
    { name: 'shove', label: 'Shove', costPool: 'action', cost: 8, targetPool: 'action', multiplier: 1.2, accuracy: 0 },
    { name: 'taunt', label: 'Taunt', costPool: 'mind', cost: 8, targetPool: 'mind', multiplier: 1.1, accuracy: 5 },
  ],
};

/** An opponent's moves: its kind's basic blow, and its heavier moves from level 3 and 6. */
export function opponentAbilities(kind: EnemyKind | 'npc', level: number): OpponentAbility[] {
  const [special1, special2] = SPECIAL[kind];
  return [BASIC[kind], ...(level >= 3 ? [special1] : []), ...(level >= 6 ? [special2] : [])];
}

/**
 * An opponent's numbers from its level: pools, damage, accuracy, defense, its moves, and the
 * credits it carries (by level and by the `danger` of the system it roams, `purseRange`).
 */
export function opponentProfile(kind: EnemyKind | 'npc', level: number, danger: number): OpponentProfile {
  const purse = purseRange(kind, level, danger);
  const abilities = opponentAbilities(kind, level);
  return {
    healthMax: 50 + 15 * level,
    actionMax: 40 + 10 * level,
    mindMax: 40 + 10 * level,
    damageMin: 2 + level,
    damageMax: 5 + 2 * level,
    accuracy: -10 + 2 * level,
    defense: level,
    creditsMin: purse.min,
    creditsMax: purse.max,
    abilities,
  };
}

/** Seeded enemy levels of a super area of danger 1–10: around twice the danger (pirates lighter, for travel). */
export function seededLevel(danger: number, kind: EnemyKind): number {
  // Pirates board ships in transit: a travel fight must stay winnable for a fresh character.
  const level = kind === 'pirate' ? danger : 2 * danger + (kind === 'beast' ? -1 : kind === 'bandit' ? 0 : 1);
  return Math.max(1, Math.min(50, level));
}

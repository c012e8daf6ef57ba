import { isCritical } from './hamRules';
import type { EnemyKind, HamPool } from './combatTerms';
import type { OpponentAbility } from './enemyProfile';

/** What the opponent sees when it chooses: its pools, the player's, and its moves. */
export interface PolicyView {
  kind: EnemyKind | 'npc';
  self: Record<HamPool, number>;
  selfMax: Record<HamPool, number>;
  /** Whether it defended on its last turn (it won't turtle twice running). */
  defendedLastTurn: boolean;
  player: Record<HamPool, number>;
  playerCeiling: Record<HamPool, number>;
  abilities: readonly OpponentAbility[];
  /** The chance each of its blows lands (the same for all but each ability's accuracy). */
  baseHitChance: number;
  averageDamage: number;
}

export type OpponentMove = { action: 'attack'; ability: OpponentAbility } | { action: 'defend' } | { action: 'flee' };

/** Kinds that run for it when nearly beaten; beasts, droids and soldiers fight to the end. */
const COWARDLY: ReadonlySet<EnemyKind | 'npc'> = new Set(['bandit', 'pirate', 'npc']);

function affordable(view: PolicyView, ability: OpponentAbility): boolean {
  return view.self[ability.costPool] > ability.cost;
}

/**
 * How much a move is worth: expected damage as a share of what is left in the pool it strikes,
 * so a blow that can finish the player (any pool at 0 incapacitates) is preferred.
 */
function moveValue(view: PolicyView, ability: OpponentAbility): number {
  const chance = Math.min(0.95, Math.max(0.05, view.baseHitChance + ability.accuracy / 100));
  const expected = chance * view.averageDamage * ability.multiplier;
  const left = Math.max(1, view.player[ability.targetPool]);
  const finishing = expected >= left ? 2 : 0;
  return expected / left + finishing;
}

/**
 * The opponent's turn (no dice: the same view gives the same move). A cowardly kind flees below
 * 15 % health; any opponent with a critical pool guards (not twice running); otherwise it uses its
 * most telling affordable move; with nothing affordable it guards to catch its breath.
 */
export function chooseOpponentMove(view: PolicyView): OpponentMove {
  if (COWARDLY.has(view.kind) && view.self.health < 0.15 * view.selfMax.health) return { action: 'flee' };
  const critical = (['health', 'action', 'mind'] as const).some((pool) => isCritical(view.self[pool], view.selfMax[pool], 0));
  if (critical && !view.defendedLastTurn) return { action: 'defend' };
  const usable = view.abilities.filter((ability) => affordable(view, ability));
  if (usable.length === 0) return { action: 'defend' };
  const best = usable.reduce((a, b) => (moveValue(view, b) > moveValue(view, a) ? b : a));
  return { action: 'attack', ability: best };
}

/** What a guard gives back: a breath of action and mind (10 % of each maximum). */
export function guardRecovery(max: number): number {
  return Math.round(max * 0.1);
}

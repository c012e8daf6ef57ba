import type { Random } from '../seededRandom';
import type { Ability } from './abilities';
import { blowDamage, criticalChance, DEFEND_MITIGATION, fleeChance, hitChance, playerDefense } from './combatMath';
import type { EnemyKind, HamPool, TurnSide, WeaponType } from './combatTerms';
import type { OpponentAbility } from './enemyProfile';
import { chooseOpponentMove } from './opponentPolicy';
import { criticalPools, isIncapacitated, poolCeiling, type Pools, type Stats } from './hamRules';
import { guardRecovery } from './opponentPolicy';
import { receivedMitigation, strikeAccuracy, strikeDamageBonus, type Striker } from './strikeOdds';

/** The player's side of a fight as one turn needs it: the worn weapon's striker, pools and armour. */
export interface PlayerSide extends Striker {
  pools: Pools;
  max: Pools;
  wounds: Pools;
  stats: Stats;
  /** Flat points worn armour soaks. */
  protection: number;
  defending: boolean;
}

/** The opponent's side. */
export interface OpponentSide {
  kind: EnemyKind | 'npc';
  level: number;
  pools: Pools;
  max: Pools;
  damage: { min: number; max: number };
  accuracy: number;
  defense: number;
  abilities: readonly OpponentAbility[];
  defending: boolean;
}

export interface FightState {
  turn: number;
  player: PlayerSide;
  opponent: OpponentSide;
}

/** One act, as the log keeps it (the server adds the time). */
export interface Act {
  turn_number: number;
  actor: TurnSide;
  action: 'attack' | 'defend' | 'change_stance' | 'use_ability' | 'use_item' | 'flee';
  ability_name: string | null;
  hit: boolean | null;
  critical_hit: boolean;
  damage: Pools;
  cost: Pools;
  healed: Pools;
  target: TurnSide;
  target_after: Pools;
  critical_pools: HamPool[];
  succeeded: boolean | null;
  message: string;
}

/** The player's move, already validated by the server (known, affordable, stance available). */
export type PlayerMove =
  | { action: 'attack' | 'use_ability'; ability: Ability }
  | { action: 'defend' }
  | { action: 'change_stance'; stanceName: string }
  /** A medical item on oneself, or on a fighter of the party (`patientName`) whose pools the server writes. */
  | { action: 'use_item'; itemName: string; healed: Pools; patientName?: string }
  /** A thrown item (a grenade): a strike of its own kind and damage, logged as the item's use. */
  | { action: 'throw'; ability: Ability; weapon: { type: WeaponType; skill: number; damage: { min: number; max: number } } }
  | { action: 'flee' };

/** How the turn left the fight. */
export type TurnOutcome = 'active' | 'victory' | 'defeat' | 'fled' | 'opponent_fled';

const ZERO: Pools = { health: 0, action: 0, mind: 0 };
const only = (pool: HamPool, amount: number): Pools => ({ ...ZERO, [pool]: amount });
const minus = (a: Pools, b: Pools): Pools => ({ health: Math.max(0, a.health - b.health), action: Math.max(0, a.action - b.action), mind: Math.max(0, a.mind - b.mind) });

function act(state: FightState, actor: TurnSide, fields: Partial<Act> & Pick<Act, 'action' | 'message'>): Act {
  const target: TurnSide = fields.target ?? (actor === 'player' ? 'opponent' : 'player');
  const side = target === 'player' ? state.player : state.opponent;
  const wounds = target === 'player' ? state.player.wounds : ZERO;
  return {
    turn_number: state.turn, actor, ability_name: null, hit: null, critical_hit: false, damage: ZERO, cost: ZERO, healed: ZERO, succeeded: null, ...fields,
    target, target_after: { ...side.pools }, critical_pools: criticalPools(side.pools, side.max, wounds),
  };
}

/** The player strikes with `striker` (the worn weapon, or a thrown one): the ability's cost is already the one paid (combat speed applied). */
function playerStrike(state: FightState, striker: Striker, ability: Ability, action: Act['action'], random: Random): Act {
  const { player: p, opponent: o } = state;
  const cost = only(ability.costPool, ability.cost);
  p.pools = minus(p.pools, cost);
  const hit = random.next() < hitChance(strikeAccuracy(striker, ability.accuracy), o.defense);
  const critical = hit && random.next() < criticalChance(p.stats.luck);
  const roll = random.int(striker.damage.min, striker.damage.max);
  const amount = hit ? blowDamage({ roll, multiplier: ability.multiplier, damageBonus: strikeDamageBonus(striker), mitigation: o.defending ? DEFEND_MITIGATION : 0, protection: 0, critical }) : 0;
  const damage = only(ability.targetPool, amount);
  o.pools = minus(o.pools, damage);
  const message = hit ? `${ability.label} ${critical ? 'critically ' : ''}hits for ${amount} ${ability.targetPool}.` : `${ability.label} misses.`;
  return act(state, 'player', { action, ability_name: ability.name, hit, critical_hit: critical, damage, cost, message });
}

function opponentStrike(state: FightState, ability: OpponentAbility, random: Random): Act {
  const { player: p, opponent: o } = state;
  const cost = only(ability.costPool, ability.cost);
  o.pools = minus(o.pools, cost);
  const hit = random.next() < hitChance(o.accuracy + ability.accuracy, playerDefense(p.stats.agility, p.stance.defense, p.posture));
  const critical = hit && random.next() < criticalChance(100);
  const roll = random.int(o.damage.min, o.damage.max);
  const mitigation = receivedMitigation(p);
  const amount = hit ? blowDamage({ roll, multiplier: ability.multiplier, damageBonus: 0, mitigation, protection: p.protection, critical }) : 0;
  const damage = only(ability.targetPool, amount);
  p.pools = minus(p.pools, damage);
  const message = hit ? `${ability.label} ${critical ? 'critically ' : ''}hits you for ${amount} ${ability.targetPool}.` : `${ability.label} misses you.`;
  return act(state, 'opponent', { action: 'attack', ability_name: ability.name, hit, critical_hit: critical, damage, cost, message });
}

/** A guard: half damage taken until the guard's next turn, and a breath of action and mind back. */
function guard(side: PlayerSide | OpponentSide, ceiling: Pools): Pools {
  side.defending = true;
  const healed = { health: 0, action: Math.min(guardRecovery(side.max.action), ceiling.action - side.pools.action), mind: Math.min(guardRecovery(side.max.mind), ceiling.mind - side.pools.mind) };
  side.pools = { health: side.pools.health, action: side.pools.action + Math.max(0, healed.action), mind: side.pools.mind + Math.max(0, healed.mind) };
  return { health: 0, action: Math.max(0, healed.action), mind: Math.max(0, healed.mind) };
}

function playerAct(state: FightState, move: PlayerMove, random: Random): { acts: Act[]; outcome: TurnOutcome | null } {
  const p = state.player;
  p.defending = false;
  switch (move.action) {
    case 'attack':
    case 'use_ability':
      return { acts: [playerStrike(state, p, move.ability, move.action, random)], outcome: null };
    case 'throw': {
      const thrown: Striker = { ...p, weaponType: move.weapon.type, weaponSkill: move.weapon.skill, damage: move.weapon.damage };
      return { acts: [playerStrike(state, thrown, move.ability, 'use_item', random)], outcome: null };
    }
    case 'defend': {
      const ceiling = { health: poolCeiling(p.max.health, p.wounds.health), action: poolCeiling(p.max.action, p.wounds.action), mind: poolCeiling(p.max.mind, p.wounds.mind) };
      const healed = guard(p, ceiling);
      return { acts: [act(state, 'player', { action: 'defend', target: 'player', healed, message: 'You raise your guard and catch your breath.' })], outcome: null };
    }
    case 'change_stance':
      return { acts: [act(state, 'player', { action: 'change_stance', target: 'player', message: `You shift into the ${move.stanceName} stance.` })], outcome: null };
    case 'use_item': {
      const healed = `+${move.healed.health} health, +${move.healed.action} action, +${move.healed.mind} mind`;
      if (move.patientName !== undefined) {
        return { acts: [act(state, 'player', { action: 'use_item', target: 'player', healed: move.healed, message: `You use ${move.itemName} on ${move.patientName}: ${healed}.` })], outcome: null };
      }
      p.pools = { health: p.pools.health + move.healed.health, action: p.pools.action + move.healed.action, mind: p.pools.mind + move.healed.mind };
      return { acts: [act(state, 'player', { action: 'use_item', target: 'player', healed: move.healed, message: `You use ${move.itemName}: ${healed}.` })], outcome: null };
    }
    case 'flee': {
      const away = random.next() < fleeChance(p.stats.agility, state.opponent.level);
      const message = away ? 'You break away and escape.' : 'You try to run, but cannot break away.';
      return { acts: [act(state, 'player', { action: 'flee', target: 'player', succeeded: away, message })], outcome: away ? 'fled' : null };
    }
  }
}

function opponentAct(state: FightState, random: Random): { act: Act; fled: boolean } {
  const { player: p, opponent: o } = state;
  const defendedLastTurn = o.defending;
  o.defending = false;
  const move = chooseOpponentMove({
    kind: o.kind, self: o.pools, selfMax: o.max, defendedLastTurn, player: p.pools,
    playerCeiling: { health: poolCeiling(p.max.health, p.wounds.health), action: poolCeiling(p.max.action, p.wounds.action), mind: poolCeiling(p.max.mind, p.wounds.mind) },
    abilities: o.abilities, baseHitChance: hitChance(o.accuracy, playerDefense(p.stats.agility, p.stance.defense, p.posture)), averageDamage: (o.damage.min + o.damage.max) / 2,
  });
  if (move.action === 'flee') return { act: act(state, 'opponent', { action: 'flee', target: 'opponent', succeeded: true, message: 'Your opponent turns tail and flees.' }), fled: true };
  if (move.action === 'defend') {
    const healed = guard(o, o.max);
    return { act: act(state, 'opponent', { action: 'defend', target: 'opponent', healed, message: 'Your opponent raises its guard.' }), fled: false };
  }
  return { act: opponentStrike(state, move.ability, random), fled: false };
}

/**
 * One turn: the player's move, then (if the fight goes on) the opponent's answer by its policy.
 * Mutates `state`; the dice come from `random` (seeded by the session and the turn).
 */
export function resolveTurn(state: FightState, move: PlayerMove, random: Random): { acts: Act[]; outcome: TurnOutcome } {
  const first = playerAct(state, move, random);
  if (first.outcome) return { acts: first.acts, outcome: first.outcome };
  if (isIncapacitated(state.opponent.pools)) return { acts: first.acts, outcome: 'victory' };
  if (isIncapacitated(state.player.pools)) return { acts: first.acts, outcome: 'defeat' };
  const answer = opponentAct(state, random);
  const acts = [...first.acts, answer.act];
  if (answer.fled) return { acts, outcome: 'opponent_fled' };
  if (isIncapacitated(state.player.pools)) return { acts, outcome: 'defeat' };
  if (isIncapacitated(state.opponent.pools)) return { acts, outcome: 'victory' };
  return { acts, outcome: 'active' };
}

import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { BASIC_ATTACK, GRENADE_THROW } from './abilities';
import { NO_COMBAT_MODIFIERS, type CombatModifiers } from './combatModifiers';
import type { OpponentAbility } from './enemyProfile';
import { resolveTurn, type FightState, type PlayerMove } from './turnEngine';

const stats = { strength: 100, constitution: 100, stamina: 100, agility: 100, precision: 100, intellect: 100, luck: 100 };
const pools = { health: 500, action: 500, mind: 500 };
const bite: OpponentAbility = { name: 'bite', label: 'Bite', costPool: 'action', cost: 1, targetPool: 'health', multiplier: 1, accuracy: 0 };

function fight(modifiers: Partial<CombatModifiers>): FightState {
  return {
    turn: 1,
    player: {
      pools: { ...pools }, max: { ...pools }, wounds: { health: 0, action: 0, mind: 0 }, stats, battleFatigue: 0, weaponType: 'pistol', weaponSkill: 0,
      damage: { min: 10, max: 20 }, protection: 0, stance: { accuracy: 0, damage: 0, defense: 0 }, posture: 'standing', range: 'medium', defending: false,
      modifiers: { ...NO_COMBAT_MODIFIERS, ...modifiers },
    },
    opponent: { kind: 'beast', level: 1, pools: { ...pools }, max: { ...pools }, damage: { min: 20, max: 30 }, accuracy: 0, defense: 0, abilities: [bite], defending: false },
  };
}

/** Plays one turn of the same dice with and without `modifiers`, over seeds until `landed` says the roll counts. */
function sameDice(move: PlayerMove, modifiers: Partial<CombatModifiers>, landed: (state: FightState) => boolean): [FightState, FightState] {
  for (let seed = 1; seed < 500; seed++) {
    const plain = fight({});
    resolveTurn(plain, move, createRandom(seed));
    if (!landed(plain)) continue;
    const skilled = fight(modifiers);
    resolveTurn(skilled, move, createRandom(seed));
    return [plain, skilled];
  }
  throw new Error('no seed landed');
}

const dealt = (state: FightState) => pools.health - state.opponent.pools.health;
const taken = (state: FightState) => pools.health - state.player.pools.health;

describe('resolveTurn with combat modifiers', () => {
  it('combat damage: the same landed blow deals more', () => {
    const [plain, skilled] = sameDice({ action: 'attack', ability: BASIC_ATTACK }, { damage: 0.3 }, (s) => dealt(s) > 0);
    expect(dealt(skilled)).toBeGreaterThan(dealt(plain));
  });

  it('combat defence: the same blow received takes less off', () => {
    const [plain, skilled] = sameDice({ action: 'defend' }, { defense: 0.3 }, (s) => taken(s) > 0);
    expect(taken(skilled)).toBeLessThan(taken(plain));
  });

  it('a thrown grenade strikes with its own damage and is logged as the item used', () => {
    const move: PlayerMove = { action: 'throw', ability: { ...GRENADE_THROW, label: 'Frag Grenade' }, weapon: { type: 'explosives', skill: 0, damage: { min: 40, max: 40 } } };
    const [plain] = sameDice(move, {}, (s) => dealt(s) > 0);
    const state = fight({});
    const { acts } = resolveTurn(state, move, createRandom(1));
    expect(acts[0]).toMatchObject({ actor: 'player', action: 'use_item', ability_name: 'throw_grenade', cost: { action: GRENADE_THROW.cost } });
    // Explosives skill 0, a plain blast: the grenade's 40 (or 60 on a critical).
    expect([40, 60]).toContain(dealt(plain));
  });
});

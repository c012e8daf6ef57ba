import { describe, expect, it } from 'vitest';
import type { CombatActionResult, SkillCommand } from '../../shared/api';
import { abilityAvailability, fightActions, hitsOf, turnBlocker } from './fightActions';

const command: SkillCommand = {
  name: 'power_shot',
  label: 'Power shot',
  description: '',
  cost_pool: 'action',
  cost: 30,
  target_pool: 'health',
  damage_multiplier: 1.5,
  accuracy_modifier: 0,
  known: true,
  requirement: null,
};

const result = (over: Partial<CombatActionResult>): CombatActionResult => ({
  turn_number: 1,
  actor: 'player',
  action: 'attack',
  ability_name: null,
  hit: true,
  critical_hit: false,
  damage: { health: 10, action: 2, mind: 0 },
  cost: { health: 0, action: 5, mind: 0 },
  healed: { health: 0, action: 0, mind: 0 },
  target: 'opponent',
  target_after: { health: 50, action: 50, mind: 50 },
  critical_pools: [],
  succeeded: null,
  message: '',
  at: '',
  ...over,
});

describe('fight actions', () => {
  const fresh = { health: 100, action: 100, mind: 100 };

  it('close Attack when the action pool cannot pay for a blow, and say to defend', () => {
    const winded = fightActions({ status: 'active', current_turn: 'player', player: { ...fresh, action: 5 } }, { pending: false, usableItems: 0 });
    expect(winded.attack).toEqual({ enabled: false, reason: 'Needs more than 5 action: Defend to catch your breath' });
    expect(winded.defend.enabled).toBe(true);
    expect(fightActions({ status: 'active', current_turn: 'player', player: { ...fresh, action: 6 } }, { pending: false, usableItems: 0 }).attack.enabled).toBe(true);
    // Combat speed makes the strike cheaper: 4 action, so 5 is enough.
    expect(fightActions({ status: 'active', current_turn: 'player', player: { ...fresh, action: 5 } }, { pending: false, usableItems: 0, attackCost: 4 }).attack.enabled).toBe(true);
  });

  it('are all open on the player turn of an active fight', () => {
    const actions = fightActions({ status: 'active', current_turn: 'player', player: fresh }, { pending: false, usableItems: 1 });
    expect(Object.values(actions).every((a) => a.enabled)).toBe(true);
  });

  it('are closed while waiting, acting or after the end, with the reason', () => {
    expect(turnBlocker({ status: 'active', current_turn: 'opponent' }, false)).toBe("Waiting for the opponent's move");
    expect(turnBlocker({ status: 'active', current_turn: 'player' }, true)).toBe('Acting…');
    const over = fightActions({ status: 'victory', current_turn: 'player', player: fresh }, { pending: false, usableItems: 3 });
    expect(over.attack).toEqual({ enabled: false, reason: 'The fight is over' });
    expect(over.use_item.enabled).toBe(false);
  });

  it('offers Use item only with something usable', () => {
    expect(fightActions({ status: 'active', current_turn: 'player', player: fresh }, { pending: false, usableItems: 0 }).use_item).toEqual({ enabled: false, reason: 'No usable items' });
  });

  it('offers an ability only when known and affordable', () => {
    // The server refuses a move that would empty its pool: 30 action can't pay a 30-action ability.
    const pools = { health: 100, action: 30, mind: 100 };
    expect(abilityAvailability(command, pools, null)).toEqual({ enabled: false, reason: 'Needs more than 30 action' });
    expect(abilityAvailability(command, { ...pools, action: 31 }, null).enabled).toBe(true);
    expect(abilityAvailability({ ...command, known: false, requirement: 'Rifle level 2' }, pools, null).reason).toBe('Rifle level 2');
  });

  it('turns attack results into hits and misses for the scene, skipping non-attacks', () => {
    const hits = hitsOf([result({}), result({ actor: 'opponent', target: 'player', hit: false, damage: { health: 0, action: 0, mind: 0 } }), result({ action: 'defend', hit: null })]);
    expect(hits).toEqual([
      { target: 'opponent', amount: 12, missed: false },
      { target: 'player', amount: 0, missed: true },
    ]);
  });
});

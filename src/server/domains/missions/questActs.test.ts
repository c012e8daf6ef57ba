import { describe, expect, it } from 'vitest';
import { mergeProgress, questActsOf } from './questActs';

describe('mission progress reports as quest acts', () => {
  it('maps each spec report to the step kind it advances', () => {
    expect(questActsOf({ mission: 'fuel_management', progress: { action_performed: 'ship_refueled', tasks_completed: 1 } })).toEqual([{ type: 'refuel', subject: null, amount: 1 }]);
    expect(questActsOf({ mission: 'travel_basics', progress: { tasks_completed: 1 } })[0]?.type).toBe('travel');
    expect(questActsOf({ mission: 'systems_visited', progress: { super_area_id: 9 } })).toEqual([{ type: 'visit', subject: 9, amount: 1, at: 9 }]);
    expect(questActsOf({ mission: 'skill_advancement', progress: { skill_id: 3 } })[0]).toMatchObject({ type: 'learn', subject: 3 });
    expect(questActsOf({ mission: 'profession_basics', progress: { profession_id: 2 } })[0]).toMatchObject({ type: 'profession', subject: 2 });
    expect(questActsOf({ mission: 'combat_victory', progress: { enemy_id: 5, enemy_level: 2, super_area_id: 1 } })[0]).toMatchObject({ type: 'defeat', subject: 5, at: 1 });
    expect(questActsOf({ mission: 'equipment_basics', progress: { item_template_id: 7 } })).toEqual([{ type: 'equip', subject: 7, amount: 1 }]);
  });
  it('tells trades from contracts, and a profitable sale from another', () => {
    const trading = (source: Parameters<typeof questActsOf>[0] & { mission: 'trading_basics' }) => questActsOf(source).map((a) => a.type);
    expect(trading({ mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'market_buy', commodity_id: 1 } })).toEqual(['buy', 'trade']);
    expect(trading({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 10 }, source: { kind: 'market_sell', commodity_id: 1, profit: 0 } })).toEqual(['sell', 'trade']);
    expect(trading({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 10 }, source: { kind: 'market_sell', commodity_id: 1, profit: 4 } })).toEqual(['sell', 'trade', 'sell_profit']);
    expect(trading({ mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'contract_accept', contract_id: 1 } })).toEqual(['contract_accept']);
    expect(trading({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 9 }, source: { kind: 'contract_delivery', contract_id: 1 } })).toEqual(['deliver']);
  });
  it('adds numbers into the progress map and replaces other values', () => {
    expect(mergeProgress({ tasks_completed: 1, action_performed: 'x' }, { tasks_completed: 1, action_performed: 'ship_refueled', credits_earned: 5 })).toEqual({ tasks_completed: 2, action_performed: 'ship_refueled', credits_earned: 5 });
  });
});

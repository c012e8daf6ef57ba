import { describe, expect, it } from 'vitest';
import { EVENT_KINDS } from '../traffic/trafficTypes';
import { eventQuestPlan, festivalGood } from './eventQuests';
import { stepAdvance } from './questSteps';

const subject = (kind: (typeof EVENT_KINDS)[number], good: { id: number; name: string } | null = null) => ({ event: { id: 7, kind, systemId: 40 }, systemName: 'Vega', good });
const shape = (plan: ReturnType<typeof eventQuestPlan>) => plan.steps.map((s) => [s.target_type, s.target_id, s.super_area_id]);

describe('event quests', () => {
  it('each kind has its own quest line of two or three steps, named for the event, paying credits', () => {
    const names = EVENT_KINDS.map((kind) => eventQuestPlan(subject(kind, { id: 3, name: 'Spice' })));
    expect(names.map((p) => p.name)).toEqual(['Shortage at Vega: Spice', 'Boom at Vega', 'Blockade at Vega', 'Festival at Vega']);
    for (const plan of names) {
      expect(plan.steps.length).toBeGreaterThanOrEqual(2);
      expect(plan.steps.length).toBeLessThanOrEqual(3);
      expect(plan).toMatchObject({ key: 'galactic_event_7', chain_id: 'galactic_event_7', super_area_id: 40 });
      expect(plan.rewards[0]).toMatchObject({ type: 'credits' });
      expect(plan.rewards[0]!.amount).toBeGreaterThan(0);
    }
  });

  it('a shortage asks to buy its commodity anywhere, arrive, and sell it in the system', () => {
    expect(shape(eventQuestPlan(subject('shortage', { id: 3, name: 'Spice' })))).toEqual([
      ['buy', 3, null],
      ['visit', 40, 40],
      ['sell', 3, 40],
    ]);
  });

  it('a boom asks for profitable sales there; a blockade for a fight won there', () => {
    expect(shape(eventQuestPlan(subject('boom')))).toEqual([['visit', 40, 40], ['sell_profit', null, 40]]);
    expect(shape(eventQuestPlan(subject('blockade')))).toEqual([['visit', 40, 40], ['defeat', null, 40], ['sell', null, 40]]);
  });

  it('the sale step counts only a sale in the event system', () => {
    const sell = { ...eventQuestPlan(subject('festival', { id: 5, name: 'Wine' })).steps[2]!, progress: 0 };
    expect(stepAdvance(sell, { type: 'sell', subject: 5, amount: 1, at: 41 })).toBe(0);
    expect(stepAdvance(sell, { type: 'sell', subject: 5, amount: 1, at: 40 })).toBe(1);
  });

  it("the festival's good is one of its categories sold there, taken in turn by event id; none without one", () => {
    const markets = [
      { systemId: 40, commodityId: 9, category: 'luxury' },
      { systemId: 40, commodityId: 2, category: 'food' },
      { systemId: 40, commodityId: 4, category: 'metals' },
      { systemId: 41, commodityId: 1, category: 'food' },
    ];
    expect(festivalGood(markets, 40, 0)).toBe(2);
    expect(festivalGood(markets, 40, 1)).toBe(9);
    expect(festivalGood(markets, 42, 1)).toBeNull();
    expect(shape(eventQuestPlan(subject('festival')))).toEqual([['visit', 40, 40], ['sell', null, 40]]);
  });
});

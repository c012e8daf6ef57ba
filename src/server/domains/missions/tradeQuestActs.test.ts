import { describe, expect, it } from 'vitest';
import { REFUEL_QUEST_ACTS } from '../../../shared/rules/missions/refuelQuestActs';
import { tradeQuestActs } from '../../../shared/rules/missions/tradeQuestActs';
import type { Fact } from '../../kernel/facts';
import { missionReportOf } from './missionFactListeners';
import { questActsOf } from './questActs';

const kindsOf = (facts: Fact[]) =>
  new Set(
    facts.flatMap((fact) => {
      const report = missionReportOf(fact);
      return report ? questActsOf(report).map((act) => act.type) : [];
    }),
  );

describe('the quest steps a market trade may advance', () => {
  it('names every kind of step a buy advances', () => {
    expect(kindsOf([{ kind: 'TradeDone', side: 'buy', commodityId: 3, quantity: 2 }])).toEqual(new Set(tradeQuestActs('buy')));
  });

  it('names every kind of step a sale advances, with a profit or without', () => {
    const sales: Fact[] = [
      { kind: 'TradeDone', side: 'sell', commodityId: 3, quantity: 2, revenue: 50, profit: 10 },
      { kind: 'TradeDone', side: 'sell', commodityId: 3, quantity: 2, revenue: 50, profit: -5 },
    ];
    expect(kindsOf(sales)).toEqual(new Set(tradeQuestActs('sell')));
  });

  it('names every kind of step a refuel advances', () => {
    expect(kindsOf([{ kind: 'Refuelled', shipId: 7 }])).toEqual(new Set(REFUEL_QUEST_ACTS));
  });
});

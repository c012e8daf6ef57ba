import { describe, expect, it } from 'vitest';
import { PROFIT_QUEST_ACTS, tradeQuestActs, tradeQuestActsAnyOutcome } from '../../../shared/rules/missions/tradeQuestActs';
import { REFUEL_QUEST_ACTS } from '../../../shared/rules/missions/refuelQuestActs';
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

  it('names the kinds a losing sale advances, which a sale at a profit adds the profit kinds to', () => {
    expect(kindsOf([{ kind: 'TradeDone', side: 'sell', commodityId: 3, quantity: 2, revenue: 50, profit: -5 }])).toEqual(new Set(tradeQuestActsAnyOutcome('sell')));
    expect(new Set([...tradeQuestActsAnyOutcome('sell'), ...PROFIT_QUEST_ACTS])).toEqual(new Set(tradeQuestActs('sell')));
    expect(tradeQuestActsAnyOutcome('buy')).toEqual(tradeQuestActs('buy'));
  });

  it('names every kind of step a refuel advances', () => {
    expect(kindsOf([{ kind: 'Refuelled', shipId: 7 }])).toEqual(new Set(REFUEL_QUEST_ACTS));
  });
});

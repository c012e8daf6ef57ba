import type { QuestTargetType } from './questSteps';

/**
 * The quest step kinds a market trade may advance: a buy `buy` and `trade`, a sale `sell`, `trade`
 * and `sell_profit`. A trade whose character has no unfinished step of its side's kinds, and no
 * quest with every step done, moves no quest, so it needs no quest work in its transaction.
 */
export function tradeQuestActs(side: 'buy' | 'sell'): readonly QuestTargetType[] {
  return side === 'buy' ? ['buy', 'trade'] : ['sell', 'trade', 'sell_profit'];
}

/** The kinds a sale advances only when it makes a profit: asked once the locked sale's profit is known. */
export const PROFIT_QUEST_ACTS: readonly QuestTargetType[] = ['sell_profit'];

/** The kinds a trade of `side` advances whatever its outcome (its kinds less the profit's). */
export function tradeQuestActsAnyOutcome(side: 'buy' | 'sell'): readonly QuestTargetType[] {
  return tradeQuestActs(side).filter((act) => !PROFIT_QUEST_ACTS.includes(act));
}

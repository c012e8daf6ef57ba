import type { QuestTargetType } from './questSteps';

/**
 * The quest step kinds a market trade may advance: a buy `buy` and `trade`, a sale `sell`, `trade`
 * and `sell_profit`. A trade whose character has no unfinished step of its side's kinds, and no
 * quest with every step done, moves no quest, so it needs no quest work in its transaction.
 */
export function tradeQuestActs(side: 'buy' | 'sell'): readonly QuestTargetType[] {
  return side === 'buy' ? ['buy', 'trade'] : ['sell', 'trade', 'sell_profit'];
}

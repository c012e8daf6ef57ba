import type { TradeTransaction } from '../../api/commodities';
import { nextTradingLevelAt, tradingLevel } from './tradingLevel';

/** The trading record of GET /api/market/stats/trading. */
export interface TradingStatsRecord {
  trading_level: number;
  trading_experience: number;
  next_level_experience: number;
  total_trades: number;
  buys: number;
  sells: number;
  credits_spent: number;
  credits_earned: number;
  total_profit: number;
}

/**
 * The trading record after one more trade, from the trade's answer, as the server would count it:
 * a buy adds what it paid, a sale what it earned and its profit, and the experience the sale gave
 * moves the level by the same rule (`tradingLevel`).
 */
export function tradingStatsAfterTrade(stats: TradingStatsRecord, trade: Pick<TradeTransaction, 'action' | 'final_total' | 'profit' | 'experience_gained'>): TradingStatsRecord {
  const experience = stats.trading_experience + trade.experience_gained;
  const buy = trade.action === 'buy';
  return {
    trading_level: tradingLevel(experience),
    trading_experience: experience,
    next_level_experience: nextTradingLevelAt(experience),
    total_trades: stats.total_trades + 1,
    buys: stats.buys + (buy ? 1 : 0),
    sells: stats.sells + (buy ? 0 : 1),
    credits_spent: stats.credits_spent + (buy ? trade.final_total : 0),
    credits_earned: stats.credits_earned + (buy ? 0 : trade.final_total),
    total_profit: stats.total_profit + (buy ? 0 : (trade.profit ?? 0)),
  };
}

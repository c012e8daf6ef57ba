import { describe, expect, it } from 'vitest';
import { tradingStatsAfterTrade, type TradingStatsRecord } from './tradingStatsAfterTrade';

const fresh: TradingStatsRecord = { trading_level: 1, trading_experience: 0, next_level_experience: 250, total_trades: 0, buys: 0, sells: 0, credits_spent: 0, credits_earned: 0, total_profit: 0 };

describe('tradingStatsAfterTrade', () => {
  it('counts a buy and what it paid, with no experience', () => {
    expect(tradingStatsAfterTrade(fresh, { action: 'buy', final_total: 120, profit: null, experience_gained: 0 })).toEqual({ ...fresh, total_trades: 1, buys: 1, credits_spent: 120 });
  });

  it('counts a sale, what it earned and its profit (a loss too)', () => {
    const sold = tradingStatsAfterTrade(fresh, { action: 'sell', final_total: 90, profit: -30, experience_gained: 0 });
    expect(sold).toMatchObject({ total_trades: 1, sells: 1, credits_earned: 90, total_profit: -30, trading_level: 1 });
  });

  it('moves the level when the sale’s experience reaches the next one (249 → 250 xp is level 2)', () => {
    const before = { ...fresh, trading_experience: 249 };
    expect(tradingStatsAfterTrade(before, { action: 'sell', final_total: 100, profit: 10, experience_gained: 1 })).toMatchObject({ trading_experience: 250, trading_level: 2, next_level_experience: 1_000 });
  });
});

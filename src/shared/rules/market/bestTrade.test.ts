import { describe, expect, it } from 'vitest';
import { bestTrade } from './bestTrade';

describe('bestTrade', () => {
  it('picks the most profitable route an hour among the Low and Medium risk ones', () => {
    const routes = [
      { name: 'gems through pirate space', profit_per_hour: 50_000, risk_level: 'Extreme' as const },
      { name: 'ore next door', profit_per_hour: 9_000, risk_level: 'Medium' as const },
      { name: 'grain next door', profit_per_hour: 12_000, risk_level: 'Low' as const },
      { name: 'spice', profit_per_hour: 30_000, risk_level: 'High' as const },
    ];
    expect(bestTrade(routes)?.name).toBe('grain next door');
  });

  it('falls back to the most profitable route when every way is dangerous, and to none without routes', () => {
    expect(bestTrade([{ name: 'a', profit_per_hour: 10, risk_level: 'High' as const }, { name: 'b', profit_per_hour: 20, risk_level: 'Extreme' as const }])?.name).toBe('b');
    expect(bestTrade([])).toBeUndefined();
  });
});

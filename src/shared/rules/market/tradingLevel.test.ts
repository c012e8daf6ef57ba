import { describe, expect, it } from 'vitest';
import { nextTradingLevelAt, tradingExperience, tradingLevel } from './tradingLevel';

describe('trading experience and level', () => {
  it('earns a point per 10 credits of profit and nothing for a loss', () => {
    expect(tradingExperience(1234)).toBe(123);
    expect(tradingExperience(9)).toBe(0);
    expect(tradingExperience(-500)).toBe(0);
  });

  it('climbs levels at 250, 1,000 and 2,250 experience', () => {
    expect(tradingLevel(0)).toBe(1);
    expect(tradingLevel(249)).toBe(1);
    expect(tradingLevel(250)).toBe(2);
    expect(tradingLevel(999)).toBe(2);
    expect(tradingLevel(1000)).toBe(3);
    expect(tradingLevel(2250)).toBe(4);
    expect(nextTradingLevelAt(0)).toBe(250);
    expect(nextTradingLevelAt(1000)).toBe(2250);
  });
});

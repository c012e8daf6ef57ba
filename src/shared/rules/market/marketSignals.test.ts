import { describe, expect, it } from 'vitest';
import { alertFor, changePercent, marketActivity, priceTrend, profitMargin, recommendation } from './marketSignals';

describe('changePercent and priceTrend', () => {
  it('is the signed change against the earlier price', () => {
    expect(changePercent(110, 100)).toBeCloseTo(10);
    expect(changePercent(90, 100)).toBeCloseTo(-10);
    expect(changePercent(90, null)).toBe(0);
  });

  it('reads the sign, a change that shows as 0.0 % being stable', () => {
    expect(priceTrend(2)).toBe('up');
    expect(priceTrend(-0.05)).toBe('down');
    expect(priceTrend(0.04)).toBe('stable');
    expect(priceTrend(0)).toBe('stable');
  });
});

describe('recommendation', () => {
  it.each([
    [79, 'Strong Buy'],
    [80, 'Buy'],
    [94, 'Buy'],
    [95, 'Hold'],
    [100, 'Hold'],
    [105, 'Hold'],
    [106, 'Sell'],
    [120, 'Sell'],
    [121, 'Strong Sell'],
  ])('price %s against an average of 100 is %s', (price, label) => {
    expect(recommendation(price, 100)).toBe(label);
  });
});

describe('profitMargin', () => {
  it('is what selling at the average would earn on the price paid', () => {
    expect(profitMargin(80, 100)).toBeCloseTo(25);
    expect(profitMargin(125, 100)).toBeCloseTo(-20);
  });
});

describe('alertFor', () => {
  it('raises nothing within ±10 %', () => {
    expect(alertFor(9.99)).toBeNull();
    expect(alertFor(-9.99)).toBeNull();
  });

  it('raises a spike or a drop, high priority from 25 %', () => {
    expect(alertFor(10)).toEqual({ type: 'price_spike', priority: 'medium' });
    expect(alertFor(-12)).toEqual({ type: 'price_drop', priority: 'medium' });
    expect(alertFor(-25)).toEqual({ type: 'price_drop', priority: 'high' });
    expect(alertFor(40)).toEqual({ type: 'price_spike', priority: 'high' });
  });
});

describe('marketActivity', () => {
  it('is High from 50 trades a day, Moderate from 10, else Low', () => {
    expect(marketActivity(0)).toBe('Low');
    expect(marketActivity(9)).toBe('Low');
    expect(marketActivity(10)).toBe('Moderate');
    expect(marketActivity(49)).toBe('Moderate');
    expect(marketActivity(50)).toBe('High');
  });
});

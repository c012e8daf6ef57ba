import { describe, expect, it } from 'vitest';
import { absorbableQuantity, unitPrice, type PriceModel } from './marketPrice';

const grain: PriceModel = { basePrice: 100, referenceStock: 1000, elasticity: 0.7 };

describe('unitPrice', () => {
  it('is the base price when the stock is at the reference', () => {
    expect(unitPrice(grain, 1000)).toBe(100);
  });

  it('rises as stock falls and falls as stock piles up', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (const stock of [1, 10, 100, 250, 500, 999, 1000, 1001, 2000, 5000, 10_000, 100_000]) {
      const price = unitPrice(grain, stock);
      expect(price).toBeLessThanOrEqual(previous);
      previous = price;
    }
    expect(unitPrice(grain, 500)).toBe(Math.round(100 * 2 ** 0.7));
    expect(unitPrice(grain, 2000)).toBe(Math.round(100 * 0.5 ** 0.7));
  });

  it('is clamped to a quarter and four times the base', () => {
    expect(unitPrice(grain, 0)).toBe(400);
    expect(unitPrice(grain, 1)).toBe(400);
    expect(unitPrice(grain, 10_000_000)).toBe(25);
  });

  it('never drops below one credit', () => {
    expect(unitPrice({ basePrice: 2, referenceStock: 10, elasticity: 1 }, 1_000_000)).toBe(1);
  });
});

describe('absorbableQuantity', () => {
  it('is what the market takes before its price falls 10 %', () => {
    const units = absorbableQuantity(grain, 1000);
    expect(units).toBe(162);
    const before = 100 * Math.pow(1000 / 1000, 0.7);
    const after = 100 * Math.pow(1000 / (1000 + units), 0.7);
    expect(after / before).toBeGreaterThanOrEqual(0.9);
    expect(100 * Math.pow(1000 / (1000 + units + 1), 0.7) / before).toBeLessThan(0.9 + 1e-3);
  });

  it('grows with the stock already there', () => {
    expect(absorbableQuantity(grain, 100)).toBeLessThan(absorbableQuantity(grain, 5000));
  });
});

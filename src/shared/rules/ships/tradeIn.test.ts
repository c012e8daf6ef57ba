import { describe, expect, it } from 'vitest';
import { finalPrice, tradeInValue } from './tradeIn';

describe('tradeInValue', () => {
  const ship = { purchasePrice: 40_000, basePrice: 42_000, condition: 100, upgradeCosts: [] };

  it('pays 60 % of the purchase price for a ship in perfect condition', () => {
    expect(tradeInValue(ship)).toBe(24_000);
  });

  it('scales with condition', () => {
    expect(tradeInValue({ ...ship, condition: 50 })).toBe(12_000);
    expect(tradeInValue({ ...ship, condition: 33.3 })).toBe(7_992);
    expect(tradeInValue({ ...ship, condition: 0 })).toBe(0);
  });

  it("values a gift ship at its model's base price", () => {
    expect(tradeInValue({ ...ship, purchasePrice: 0, basePrice: 12_000 })).toBe(7_200);
  });

  it('adds each installed upgrade at its uninstall refund', () => {
    expect(tradeInValue({ ...ship, upgradeCosts: [2_001, 1_000] })).toBe(24_000 + 1_000 + 500);
  });
});

describe('finalPrice', () => {
  it('takes the trade-in off the price, going negative when the trade-in is worth more', () => {
    expect(finalPrice(58_000, 24_000)).toBe(34_000);
    expect(finalPrice(10_000, 24_000)).toBe(-14_000);
  });
});

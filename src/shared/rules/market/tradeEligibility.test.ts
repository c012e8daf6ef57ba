import { describe, expect, it } from 'vitest';
import { canBuy, canSell, finalCost, isHighProfit, promptQuantity, validQuantity } from './tradeEligibility';

describe('the Trading Actions rules', () => {
  it('takes the profession saving off the total', () => {
    expect(finalCost(1000, 50)).toBe(950);
  });

  it('enables Buy only for a selected commodity whose final cost is within the credits', () => {
    expect(canBuy(true, 950, 950)).toBe(true);
    expect(canBuy(true, 951, 950)).toBe(false);
    expect(canBuy(false, 10, 950)).toBe(false);
  });

  it('enables Sell only when the hold has the quantity', () => {
    expect(canSell(10, 10)).toBe(true);
    expect(canSell(9, 10)).toBe(false);
    expect(canSell(5, 0)).toBe(false);
  });

  it('accepts whole quantities from 1 to what is available', () => {
    expect(validQuantity(1, 5)).toBe(true);
    expect(validQuantity(5, 5)).toBe(true);
    expect(validQuantity(6, 5)).toBe(false);
    expect(validQuantity(0, 5)).toBe(false);
    expect(validQuantity(1.5, 5)).toBe(false);
  });

  it('calls a margin above 30 % high profit', () => {
    expect(isHighProfit(30)).toBe(false);
    expect(isHighProfit(30.01)).toBe(true);
  });
});

describe('promptQuantity', () => {
  it('parses an integer and ignores anything not above 0', () => {
    expect(promptQuantity('12')).toBe(12);
    expect(promptQuantity('7 crates')).toBe(7);
    expect(promptQuantity('3.9')).toBe(3);
    expect(promptQuantity('0')).toBeNull();
    expect(promptQuantity('-4')).toBeNull();
    expect(promptQuantity('lots')).toBeNull();
    expect(promptQuantity('')).toBeNull();
    expect(promptQuantity(null)).toBeNull();
  });
});

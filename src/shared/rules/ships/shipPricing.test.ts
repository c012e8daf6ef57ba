import { describe, expect, it } from 'vitest';
import { leavesLowCredits, shipDiscountPercentage, shipMarketPrice } from './shipPricing';

describe('shipDiscountPercentage', () => {
  it('gives one percent per ten points of availability', () => {
    expect(shipDiscountPercentage({ availability_level: 95, is_rare: false })).toBe(9);
    expect(shipDiscountPercentage({ availability_level: 40, is_rare: false })).toBe(4);
    expect(shipDiscountPercentage({ availability_level: 9, is_rare: false })).toBe(0);
    expect(shipDiscountPercentage({ availability_level: 100, is_rare: false })).toBe(10);
  });

  it('never discounts a rare model', () => {
    expect(shipDiscountPercentage({ availability_level: 90, is_rare: true })).toBe(0);
  });
});

describe('shipMarketPrice', () => {
  it('takes the discount off the base price in whole credits', () => {
    expect(shipMarketPrice(12_000, 9)).toBe(10_920);
    expect(shipMarketPrice(18_555, 8)).toBe(17_071);
    expect(shipMarketPrice(320_000, 0)).toBe(320_000);
  });
});

describe('leavesLowCredits', () => {
  it('warns when fewer than 10,000 credits would remain', () => {
    expect(leavesLowCredits(25_000, 15_001)).toBe(true);
    expect(leavesLowCredits(25_000, 15_000)).toBe(false);
    expect(leavesLowCredits(25_000, 30_000)).toBe(false);
  });
});

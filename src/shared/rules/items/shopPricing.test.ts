import { describe, expect, it } from 'vitest';
import { hasShop, placePriceFactor, repairCost, repairsGear, sellBackPrice, shopCategories, shopPrice } from './shopPricing';

describe('shop pricing', () => {
  it('marks a place up or down by 90 % to 110 %, the same for the same place', () => {
    for (let id = 1; id < 500; id++) {
      const factor = placePriceFactor(id);
      expect(factor).toBeGreaterThanOrEqual(0.9);
      expect(factor).toBeLessThanOrEqual(1.1);
      expect(placePriceFactor(id)).toBe(factor);
    }
    expect(new Set(Array.from({ length: 50 }, (_, i) => placePriceFactor(i + 1))).size).toBeGreaterThan(5);
  });

  it('buys back at half its price scaled by condition, in whole credits, never 0', () => {
    const price = shopPrice(1000, 7);
    expect(sellBackPrice(1000, 7, 100)).toBe(Math.floor(price / 2));
    expect(sellBackPrice(1000, 7, 50)).toBe(Math.floor(price / 4));
    expect(sellBackPrice(1, 7, 0)).toBe(1);
  });

  it('stocks by place type: outfitters everything, shuttleports supplies, nothing elsewhere', () => {
    expect(shopCategories('shop')).toContain('armour');
    expect(shopCategories('shop')).toContain('explosive');
    expect(shopCategories('market')).toContain('explosive');
    expect(shopCategories('shuttleport')).toEqual(['medical', 'repair_kit']);
    expect(hasShop('market')).toBe(true);
    expect(hasShop('landing_pad')).toBe(false);
  });
});

describe('repairs', () => {
  it('cost 40 % of the catalogue price for a full repair, pro rata, at least 1, nothing when whole', () => {
    expect(repairCost(1000, 0)).toBe(400);
    expect(repairCost(1000, 75)).toBe(100);
    expect(repairCost(10, 99)).toBe(1);
    expect(repairCost(1000, 100)).toBe(0);
  });

  it('are done only at outfitters', () => {
    expect(repairsGear('shop')).toBe(true);
    expect(repairsGear('market')).toBe(false);
  });
});

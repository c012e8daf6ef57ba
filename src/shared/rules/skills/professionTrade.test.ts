import { describe, expect, it } from 'vitest';
import { settleSale, unitsShare } from './professionTrade';

describe('settleSale: the trade price bonus without a money pump', () => {
  it('nets exactly zero on a buy sold straight back', () => {
    // Bought for a market total of 1000 with a 10 % bonus: paid 900, 100 held on the cargo.
    const sale = settleSale(1000, 1000, 100, 0.1);
    expect(sale).toEqual({ bonus: 0, returned: 100, revenue: 900, paid: 900, profit: 0 });
  });

  it('keeps the saving and adds the bonus on a profitable run', () => {
    const sale = settleSale(1500, 1000, 100, 0.1);
    expect(sale).toEqual({ bonus: 50, returned: 0, revenue: 1550, paid: 900, profit: 650 });
    // Without the skill the same run earns 500.
    expect(settleSale(1500, 1000, 0, 0).profit).toBe(500);
  });

  it('returns only the part of the saving the profit does not cover', () => {
    expect(settleSale(1040, 1000, 100, 0.1)).toEqual({ bonus: 4, returned: 60, revenue: 984, paid: 900, profit: 84 });
  });

  it('never makes a sale owe credits', () => {
    const sale = settleSale(30, 1000, 100, 0.1);
    expect(sale.revenue).toBe(0);
    expect(sale.profit).toBe(-900);
  });
});

describe('unitsShare', () => {
  it('is proportional and lets the last units take the rest', () => {
    expect(unitsShare(100, 1, 3)).toBe(33);
    expect(unitsShare(100, 3, 3)).toBe(100);
    expect(unitsShare(100, 0, 0)).toBe(0);
  });
});

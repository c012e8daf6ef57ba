import { describe, expect, it } from 'vitest';
import { buyQuote, professionSaving, sellQuote } from '../market/marketQuote';
import { NEW_LINE, settleSale, unitsShare, type LineAccount } from './professionTrade';

describe('settleSale: the trade price bonus without a money pump', () => {
  it('nets exactly zero on a buy sold straight back', () => {
    // Bought for a market total of 1000 with a 10 % bonus: paid 900, 100 held on the cargo.
    const sale = settleSale(1000, 1000, 100, 0.1);
    expect(sale).toMatchObject({ extra: -100, revenue: 900, paid: 900, profit: 0 });
  });

  it('keeps the saving and adds the bonus on a profitable run', () => {
    expect(settleSale(1500, 1000, 100, 0.1)).toMatchObject({ extra: 50, revenue: 1550, paid: 900, profit: 650 });
    // Without the skill the same run earns 500.
    expect(settleSale(1500, 1000, 0, 0).profit).toBe(500);
  });

  it('gives back only the part of the saving the profit does not cover', () => {
    expect(settleSale(1040, 1000, 100, 0.1)).toMatchObject({ extra: 4 - 60, revenue: 984, profit: 84 });
  });

  it('settles a line as a whole: a sale split in two pays what the whole sale pays', () => {
    const whole = settleSale(1000, 1000, 100, 0.1);
    const first = settleSale(560, 500, 50, 0.1);
    const second = settleSale(440, 500, 50, 0.1, first.account);
    expect(first.extra).toBe(6);
    expect(first.revenue + second.revenue).toBe(whole.revenue);
    expect(second.account).toEqual({ profitRealised: 0, savingReleased: 100, settled: -100 });
  });

  it('never makes a sale owe credits, and a later sale of the line gives back what it could not', () => {
    const low = settleSale(30, 500, 100, 0.1);
    expect(low.revenue).toBe(0);
    const rest = settleSale(1000, 500, 0, 0.1, low.account);
    // The line made 30 on 1000 of cost: it keeps 30 of the saving and 3 of bonus, 70 goes back.
    expect(low.revenue + rest.revenue).toBe(30 + 1000 + 3 - 70);
  });
});

describe('no round trip at one market pays, however it is sliced', () => {
  const model = { basePrice: 120, referenceStock: 1000, elasticity: 1.3 };

  it('brings every buy-and-sell sequence back to the starting credits once the line is sold out', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const bonus = [0.02, 0.1, 0.5][round % 3] as number;
      let stock = 400 + Math.floor(random() * 400);
      let credits = 0;
      let line = { units: 0, cost: 0, saving: 0, account: NEW_LINE as LineAccount };
      for (let step = 0; step < 8 || line.units > 0; step++) {
        const buying = step < 8 && (line.units === 0 || random() < 0.5);
        if (buying) {
          const quantity = 1 + Math.floor(random() * 30);
          const total = buyQuote(model, stock, quantity).total;
          const saving = professionSaving(total, bonus);
          credits -= total - saving;
          stock -= quantity;
          line = { ...line, units: line.units + quantity, cost: line.cost + total, saving: line.saving + saving };
        } else {
          const quantity = step < 8 ? 1 + Math.floor(random() * line.units) : line.units;
          const costShare = unitsShare(line.cost, quantity, line.units);
          const savingShare = unitsShare(line.saving, quantity, line.units);
          const sale = settleSale(sellQuote(model, stock, quantity).total, costShare, savingShare, bonus, line.account);
          credits += sale.revenue;
          stock += quantity;
          line = { units: line.units - quantity, cost: line.cost - costShare, saving: line.saving - savingShare, account: sale.account };
        }
      }
      expect(credits, `round ${round}`).toBe(0);
    }
  });
});

describe('unitsShare', () => {
  it('is proportional and lets the last units take the rest', () => {
    expect(unitsShare(100, 1, 3)).toBe(33);
    expect(unitsShare(100, 3, 3)).toBe(100);
    expect(unitsShare(100, 0, 0)).toBe(0);
  });
});

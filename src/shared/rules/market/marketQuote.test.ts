import { describe, expect, it } from 'vitest';
import { unitPrice, type PriceModel } from './marketPrice';
import { buyQuote, professionSaving, sellQuote } from './marketQuote';

const chips: PriceModel = { basePrice: 200, referenceStock: 100, elasticity: 0.8 };

describe('buyQuote', () => {
  it('charges today’s price for a single unit', () => {
    expect(buyQuote(chips, 100, 1)).toEqual({ quantity: 1, total: 200, averagePrice: 200, priceAfter: unitPrice(chips, 99) });
  });

  it('sums the marginal prices, so a big order pays more for each later unit', () => {
    const quote = buyQuote(chips, 100, 30);
    let expected = 0;
    for (let stock = 100; stock > 70; stock--) expected += unitPrice(chips, stock);
    expect(quote.total).toBe(expected);
    expect(quote.total).toBeGreaterThan(30 * 200);
    expect(quote.priceAfter).toBe(unitPrice(chips, 70));
    expect(quote.priceAfter).toBeGreaterThan(200);
  });

  it('is the same whether bought at once or one unit at a time', () => {
    let stock = 80;
    let piecewise = 0;
    for (let i = 0; i < 25; i++) piecewise += buyQuote(chips, stock--, 1).total;
    expect(buyQuote(chips, 80, 25).total).toBe(piecewise);
  });
});

describe('sellQuote', () => {
  it('pays less for each later unit', () => {
    const quote = sellQuote(chips, 100, 30);
    expect(quote.total).toBeLessThan(30 * 200);
    expect(quote.priceAfter).toBe(unitPrice(chips, 130));
  });

  it('returns exactly what a purchase cost when the goods go straight back: no round trip pays', () => {
    for (const [stock, quantity] of [[100, 1], [100, 40], [7, 7], [3000, 500]] as const) {
      const bought = buyQuote(chips, stock, quantity);
      expect(sellQuote(chips, stock - quantity, quantity).total).toBe(bought.total);
    }
  });
});

describe('professionSaving', () => {
  it('is the bonus share of the total, rounded down', () => {
    expect(professionSaving(1234, 0.05)).toBe(61);
    expect(professionSaving(1234, 0)).toBe(0);
  });
});

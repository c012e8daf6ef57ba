import { describe, expect, it } from 'vitest';
import { NEW_LINE, settleSale } from '../skills/professionTrade';
import { unitPrice, type PriceModel } from './marketPrice';
import { buyQuote, professionSaving, sellQuote } from './marketQuote';
import { defaultTradeQuantity, fillsWithinLimit, maxTradeQuantity, priceMovedMessage, tradeBounds, tradeQuote } from './tradeQuote';

const grain: PriceModel = { basePrice: 300, referenceStock: 100, elasticity: 1 };
const room = { credits: 25_000, freeHold: 100, sellable: 0, priceBonus: 0, cap: 10_000 };

describe('tradeQuote', () => {
  it('quotes a buy at the sum of the marginal prices, less the profession saving', () => {
    const quote = tradeQuote('buy', grain, 100, 60, { priceBonus: 0.05 });
    const market = buyQuote(grain, 100, 60);
    expect(quote.total).toBe(market.total);
    expect(quote.firstUnitPrice).toBe(300);
    // The price slides as the shelf empties: the 60th unit costs far more than the first.
    expect(quote.priceAfter).toBe(unitPrice(grain, 40));
    expect(quote.averagePrice).toBeGreaterThan(300);
    expect(quote.saving).toBe(professionSaving(market.total, 0.05));
    expect(quote.finalTotal).toBe(market.total - quote.saving);
  });

  it('moves with the quantity: each extra unit costs at least as much as the one before', () => {
    const total = (quantity: number) => tradeQuote('buy', grain, 100, quantity, { priceBonus: 0 }).total;
    let lastUnit = total(1);
    for (let quantity = 2; quantity <= 60; quantity++) {
      const unit = total(quantity) - total(quantity - 1);
      expect(unit).toBeGreaterThanOrEqual(lastUnit);
      lastUnit = unit;
    }
    expect(lastUnit).toBeGreaterThan(total(1));
  });

  it('quotes a sale with the bonus settled against the line’s profit, as the sale will pay', () => {
    const line = { sellable: 20, totalCost: 4_000, savingHeld: 0, account: NEW_LINE };
    const quote = tradeQuote('sell', grain, 100, 10, { priceBonus: 0.1, line });
    const market = sellQuote(grain, 100, 10);
    const settled = settleSale(market.total, 2_000, 0, 0.1, NEW_LINE);
    expect(quote.total).toBe(market.total);
    expect(quote.saving).toBe(settled.extra);
    expect(quote.saving).toBeGreaterThan(0);
    expect(quote.finalTotal).toBe(settled.revenue);
    expect(quote.profit).toBe(settled.revenue - 2_000);
    expect(quote.firstUnitPrice).toBe(unitPrice(grain, 101));
  });

  it('quotes a sale of units not in the hold with no bonus', () => {
    const quote = tradeQuote('sell', grain, 100, 5, { priceBonus: 0.1 });
    expect(quote.saving).toBe(0);
    expect(quote.finalTotal).toBe(sellQuote(grain, 100, 5).total);
    expect(quote.profit).toBeNull();
  });
});

describe('maxTradeQuantity', () => {
  it('buys no more than the credits pay for, counting the price rising unit by unit', () => {
    const max = maxTradeQuantity('buy', grain, 100, { ...room, credits: 10_000 });
    expect(buyQuote(grain, 100, max).total).toBeLessThanOrEqual(10_000);
    expect(buyQuote(grain, 100, max + 1).total).toBeGreaterThan(10_000);
  });

  it('lets the profession saving stretch the credits', () => {
    const plain = maxTradeQuantity('buy', grain, 100, { ...room, credits: 10_000 });
    const skilled = maxTradeQuantity('buy', grain, 100, { ...room, credits: 10_000, priceBonus: 0.2 });
    expect(skilled).toBeGreaterThan(plain);
  });

  it('buys no more than the hold carries, the market holds or one order may name', () => {
    expect(maxTradeQuantity('buy', grain, 100, { ...room, freeHold: 7 })).toBe(7);
    expect(maxTradeQuantity('buy', grain, 3, room)).toBe(3);
    expect(maxTradeQuantity('buy', grain, 100, { ...room, cap: 2 })).toBe(2);
    expect(maxTradeQuantity('buy', grain, 100, { ...room, freeHold: 0 })).toBe(0);
    expect(maxTradeQuantity('buy', grain, 100, { ...room, credits: 10 })).toBe(0);
  });

  it('sells what the hold may sell', () => {
    expect(maxTradeQuantity('sell', grain, 100, { ...room, sellable: 42 })).toBe(42);
    expect(maxTradeQuantity('sell', grain, 100, { ...room, sellable: 42, cap: 40 })).toBe(40);
  });
});

describe('tradeBounds', () => {
  it('names what stops the order growing', () => {
    expect(tradeBounds('buy', grain, 100, { ...room, credits: 10_000 }).boundBy).toBe('credits');
    expect(tradeBounds('buy', grain, 100, { ...room, freeHold: 7 })).toEqual({ max: 7, boundBy: 'hold' });
    expect(tradeBounds('buy', grain, 3, room)).toEqual({ max: 3, boundBy: 'stock' });
    expect(tradeBounds('sell', grain, 100, { ...room, sellable: 42 })).toEqual({ max: 42, boundBy: 'cargo' });
  });
});

describe('defaultTradeQuantity', () => {
  it('opens a buy at ten units, or what fits; a sale at everything held', () => {
    expect(defaultTradeQuantity('buy', 80)).toBe(10);
    expect(defaultTradeQuantity('buy', 4)).toBe(4);
    expect(defaultTradeQuantity('sell', 42)).toBe(42);
  });
});

describe('fillsWithinLimit', () => {
  it('fills a buy at or below its limit and a sale at or above it', () => {
    expect(fillsWithinLimit('buy', 303, 303)).toBe(true);
    expect(fillsWithinLimit('buy', 343, 303)).toBe(false);
    expect(fillsWithinLimit('sell', 303, 303)).toBe(true);
    expect(fillsWithinLimit('sell', 290.5, 303)).toBe(false);
    expect(fillsWithinLimit('buy', 10_000, undefined)).toBe(true);
  });

  it('passes the very quote the trader was shown', () => {
    const shown = tradeQuote('buy', grain, 77, 13, { priceBonus: 0 });
    expect(fillsWithinLimit('buy', buyQuote(grain, 77, 13).averagePrice, shown.averagePrice)).toBe(true);
    expect(fillsWithinLimit('buy', buyQuote(grain, 70, 13).averagePrice, shown.averagePrice)).toBe(false);
  });
});

describe('priceMovedMessage', () => {
  it('says what the trade would cost now against the limit, and that nothing happened', () => {
    const quote = { quantity: 60, total: 20_580, averagePrice: 343, priceAfter: 400 };
    expect(priceMovedMessage('buy', 'Grain', quote, 303)).toBe(
      'The price moved: 60 Grain now cost 20,580 cr (343 cr a unit on average), above your limit of 303 cr a unit. Nothing was bought.',
    );
    expect(priceMovedMessage('sell', 'Grain', quote, 350)).toMatch(/^The price moved: 60 Grain now fetch .* below your limit of 350 cr a unit\. Nothing was sold\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCredits } from '../formatCredits';
import { buyQuote, sellQuote } from '../market/marketQuote';
import { bestNeighbourTrade, tutorialTradeSteps, type LiveMarket, type NeighbourMarkets } from './tutorialTrade';

const market = (commodityId: number, basePrice: number, stock: number, referenceStock = 1000): LiveMarket => ({
  commodityId,
  commodityName: `Goods ${commodityId}`,
  model: { basePrice, referenceStock, elasticity: 0.5 },
  stock,
});
const neighbour = (systemId: number, markets: LiveMarket[], tripCost = 0, dangerLevel = 3): NeighbourMarkets => ({ systemId, systemName: `System ${systemId}`, dangerLevel, tripCost, markets });

describe('the first trade run', () => {
  it('picks the commodity and neighbour whose load earns the most after the trip', () => {
    // Goods 1 is cheap here (plenty of stock) and dear at system 20 (little stock); system 10 pays less.
    const here = [market(1, 100, 4000), market(2, 100, 1000)];
    const trade = bestNeighbourTrade({ here, neighbours: [neighbour(10, [market(1, 100, 1500)]), neighbour(20, [market(1, 100, 300), market(2, 100, 1000)], 50)], hold: 40, credits: 25_000 });
    expect(trade).toMatchObject({ commodityId: 1, toSystemId: 20, quantity: 40, buyPrice: 50, sellPrice: 183 });
    // The totals are the quotes the market will really give, less the trip.
    const buy = buyQuote(here[0]!.model, 4000, 40);
    const sell = sellQuote(market(1, 100, 300).model, 300, 40);
    expect(trade).toMatchObject({ buyTotal: buy.total, sellTotal: sell.total, profit: sell.total - buy.total - 50 });
  });

  it('stops the load where the next unit would cost more here than it fetches there', () => {
    // Close prices: only a few units pay before the two markets meet.
    const trade = bestNeighbourTrade({ here: [market(1, 100, 1100)], neighbours: [neighbour(2, [market(1, 100, 1000)])], hold: 500, credits: 1_000_000 });
    expect(trade?.quantity).toBeGreaterThan(0);
    expect(trade!.quantity).toBeLessThan(100);
    const next = trade!.quantity;
    const lastFetch = sellQuote(market(1, 100, 1000).model, 1000, next + 1).total - sellQuote(market(1, 100, 1000).model, 1000, next).total;
    const lastCost = buyQuote(market(1, 100, 1100).model, 1100, next + 1).total - buyQuote(market(1, 100, 1100).model, 1100, next).total;
    expect(lastFetch).toBeLessThanOrEqual(lastCost);
  });

  it('spends at most half the credits and never more units than the hold or the stock', () => {
    const cheap = bestNeighbourTrade({ here: [market(1, 100, 4000)], neighbours: [neighbour(2, [market(1, 100, 200)])], hold: 1000, credits: 1000 });
    expect(cheap!.buyTotal).toBeLessThanOrEqual(500);
    const scarce = bestNeighbourTrade({ here: [market(1, 100, 3)], neighbours: [neighbour(2, [market(1, 400, 200)])], hold: 1000, credits: 1_000_000 });
    expect(scarce!.quantity).toBe(3);
  });

  it('finds nothing when no neighbour pays more than here, or the trip eats the margin', () => {
    expect(bestNeighbourTrade({ here: [market(1, 100, 500)], neighbours: [neighbour(2, [market(1, 100, 2000)])], hold: 40, credits: 25_000 })).toBeNull();
    expect(bestNeighbourTrade({ here: [market(1, 100, 1000)], neighbours: [neighbour(2, [market(1, 100, 990)], 1_000_000)], hold: 40, credits: 25_000 })).toBeNull();
    expect(bestNeighbourTrade({ here: [], neighbours: [], hold: 40, credits: 25_000 })).toBeNull();
  });

  it('breaks ties by commodity, then system, so a galaxy gives one answer', () => {
    const here = [market(2, 100, 4000), market(1, 100, 4000)];
    const trade = bestNeighbourTrade({ here, neighbours: [neighbour(9, [market(1, 100, 300), market(2, 100, 300)]), neighbour(3, [market(1, 100, 300), market(2, 100, 300)])], hold: 40, credits: 25_000 });
    expect(trade).toMatchObject({ commodityId: 1, toSystemId: 3 });
  });

  it('sends a first run into Extreme risk only when no safer neighbour pays', () => {
    const here = [market(1, 100, 4000)];
    const dangerous = neighbour(2, [market(1, 100, 100)], 0, 8);
    const safer = neighbour(3, [market(1, 100, 600)], 0, 6);
    expect(bestNeighbourTrade({ here, neighbours: [dangerous, safer], hold: 40, credits: 25_000 })?.toSystemId).toBe(3);
    expect(bestNeighbourTrade({ here, neighbours: [dangerous, neighbour(4, [market(1, 100, 9000)], 0, 2)], hold: 40, credits: 25_000 })?.toSystemId).toBe(2);
  });

  it('words the steps with the commodity, the neighbour and the prices', () => {
    const trade = bestNeighbourTrade({ here: [market(1, 100, 4000)], neighbours: [neighbour(20, [market(1, 100, 300)])], hold: 40, credits: 25_000 })!;
    const steps = tutorialTradeSteps(trade);
    expect(steps.buy.title).toBe('Buy Goods 1');
    expect(steps.buy.description).toBe(`Open Commodity Trading and buy 40 Goods 1 here, at about ${formatCredits(50)} a unit.`);
    expect(steps.visit.title).toBe('Fly to System 20');
    expect(steps.sell.description).toContain(`about ${formatCredits(trade.profit)} profit on 40 units`);
  });
});

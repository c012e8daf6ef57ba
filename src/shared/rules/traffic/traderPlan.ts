import type { PathTo } from '../galaxy/shortestPaths';
import { buyQuote, sellQuote } from '../market/marketQuote';
import { unitPrice } from '../market/marketPrice';
import type { TrafficWorld } from './trafficWorld';
import type { NpcShip, TrafficMarket } from './trafficTypes';

/**
 * Today's buy and sell price of each market, remembered for the stock it was computed at: a tick's
 * traders compare thousands of runs, and a price only changes when its stock does.
 */
export class PriceBoard {
  private readonly cache = new Map<number, { stock: number; buy: number; sell: number }>();

  private entry(market: TrafficMarket, stock: number) {
    let entry = this.cache.get(market.id);
    if (!entry || entry.stock !== stock) {
      entry = { stock, buy: unitPrice(market.model, stock), sell: unitPrice(market.model, stock + 1) };
      this.cache.set(market.id, entry);
    }
    return entry;
  }

  /** The price of the next unit bought from a market holding `stock`. */
  buy(market: TrafficMarket, stock: number): number {
    return this.entry(market, stock).buy;
  }

  /** The price of the next unit sold to a market holding `stock`. */
  sell(market: TrafficMarket, stock: number): number {
    return this.entry(market, stock).sell;
  }
}

/** A trader's chosen run: buy at `market`, fly `path`, sell there. */
export interface TradePlan {
  market: TrafficMarket;
  path: PathTo;
  quantity: number;
  /** Credits the buy costs (the market's buy quote). */
  total: number;
}

/** Fixed cost of a run in distance: a short hop is not worth a tiny margin. */
const RUN_OVERHEAD = 20;

/** The most units a trader can buy: its appetite of the stock, its hold, and what its credits pay for. */
export function affordableQuantity(market: TrafficMarket, stock: number, ship: Pick<NpcShip, 'hold' | 'credits'>, appetite: number): { quantity: number; total: number } {
  let quantity = Math.min(ship.hold, Math.floor(stock * appetite), stock);
  while (quantity > 0) {
    const total = buyQuote(market.model, stock, quantity).total;
    if (total <= ship.credits) return { quantity, total };
    // Shrink by what the credits roughly pay for, at least one unit.
    quantity = Math.min(quantity - 1, Math.floor((ship.credits / total) * quantity));
  }
  return { quantity: 0, total: 0 };
}

/**
 * Buy cheap, sell dear: of every commodity here and every system within the look-ahead (none
 * blockaded on the way), the run with the best margin per distance, if its margin is at least
 * `minMargin` of the buy price and the trader can afford a load. Prices are today's, read from
 * `stocks`, so a run other traders just worked looks thinner.
 */
export function planTrade(world: TrafficWorld, ship: NpcShip, stocks: ReadonlyMap<number, number>, blocked: ReadonlySet<number>, board = new PriceBoard()): TradePlan | null {
  const here = world.marketsAt.get(ship.at) ?? [];
  const reach = world.paths.get(ship.at);
  if (!reach) return null;
  const { appetite, minMargin } = world.tunables;
  let best: { market: TrafficMarket; path: PathTo; score: number } | null = null;
  for (const [destination, path] of reach) {
    if (destination === ship.at || (blocked.size > 0 && path.path.some((id) => blocked.has(id)))) continue;
    const thereMarkets = world.commodityMarkets.get(destination);
    if (!thereMarkets) continue;
    for (const market of here) {
      const stock = stocks.get(market.id) ?? 0;
      if (stock < 1) continue;
      const there = thereMarkets.get(market.commodityId);
      if (!there) continue;
      const buy = board.buy(market, stock);
      const sell = board.sell(there, stocks.get(there.id) ?? 0);
      const margin = sell - buy;
      if (margin < buy * minMargin) continue;
      const score = margin / (path.distance + RUN_OVERHEAD);
      if (!best || score > best.score) best = { market, path, score };
    }
  }
  if (!best) return null;
  const { quantity, total } = affordableQuantity(best.market, stocks.get(best.market.id) ?? 0, ship, appetite);
  return quantity > 0 ? { market: best.market, path: best.path, quantity, total } : null;
}

/** What a trader's load fetches at a market holding `stock`: the market's sell quote. */
export function saleTotal(market: TrafficMarket, stock: number, quantity: number): number {
  return sellQuote(market.model, stock, quantity).total;
}

import type { PathTo } from '../galaxy/shortestPaths';
import { buyQuote, sellQuote } from '../market/marketQuote';
import { unitPrice } from '../market/marketPrice';
import type { TrafficWorld } from './trafficWorld';
import type { NpcShip, TrafficMarket } from './trafficTypes';

/**
 * A tick's stocks and prices in flat arrays by market slot: traders compare thousands of runs a
 * tick, and a price is only recomputed when its market's stock changed.
 */
export class StockBook {
  private readonly stocks: Float64Array;
  private readonly pricedAt: Float64Array;
  private readonly buys: Float64Array;
  private readonly sells: Float64Array;

  constructor(private readonly world: TrafficWorld, stocks: ReadonlyMap<number, number>) {
    const n = world.markets.length;
    this.stocks = new Float64Array(n);
    this.pricedAt = new Float64Array(n).fill(Number.NaN);
    this.buys = new Float64Array(n);
    this.sells = new Float64Array(n);
    world.markets.forEach((m, i) => (this.stocks[i] = stocks.get(m.id) ?? 0));
  }

  private slot(market: TrafficMarket): number {
    return market.slot ?? this.world.slotOf.get(market.id) ?? -1;
  }

  private price(market: TrafficMarket, slot: number): void {
    const stock = this.stocks[slot] as number;
    if (this.pricedAt[slot] === stock) return;
    this.pricedAt[slot] = stock;
    this.buys[slot] = unitPrice(market.model, stock);
    this.sells[slot] = unitPrice(market.model, stock + 1);
  }

  stock(market: TrafficMarket): number {
    return this.stocks[this.slot(market)] ?? 0;
  }

  /** Moves a market's stock by `delta` units (a trade, or consumption). */
  add(market: TrafficMarket, delta: number): void {
    const slot = this.slot(market);
    if (slot >= 0) this.stocks[slot] = (this.stocks[slot] as number) + delta;
  }

  /** The price of the next unit bought. */
  buy(market: TrafficMarket): number {
    const slot = this.slot(market);
    this.price(market, slot);
    return this.buys[slot] as number;
  }

  /** The price of the next unit sold. */
  sell(market: TrafficMarket): number {
    const slot = this.slot(market);
    this.price(market, slot);
    return this.sells[slot] as number;
  }

  /** Every market's stock now, by market id. */
  toMap(): Map<number, number> {
    return new Map(this.world.markets.map((m, i) => [m.id, this.stocks[i] as number]));
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
 * the book, so a run other traders just worked looks thinner.
 */
export function planTrade(world: TrafficWorld, ship: NpcShip, book: StockBook, blocked: ReadonlySet<number>): TradePlan | null {
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
      if (book.stock(market) < 1) continue;
      const there = thereMarkets.get(market.commodityId);
      if (!there) continue;
      const buy = book.buy(market);
      const sell = book.sell(there);
      const margin = sell - buy;
      if (margin < buy * minMargin) continue;
      const score = margin / (path.distance + RUN_OVERHEAD);
      if (!best || score > best.score) best = { market, path, score };
    }
  }
  if (!best) return null;
  const { quantity, total } = affordableQuantity(best.market, book.stock(best.market), ship, appetite);
  return quantity > 0 ? { market: best.market, path: best.path, quantity, total } : null;
}

/** What a trader's load fetches at a market holding `stock`: the market's sell quote. */
export function saleTotal(market: TrafficMarket, stock: number, quantity: number): number {
  return sellQuote(market.model, stock, quantity).total;
}

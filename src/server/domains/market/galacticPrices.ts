import { absorbableQuantity, unitPrice } from '../../../shared/rules/market/marketPrice';
import type { QuotedMarket } from '../../../shared/rules/market/routesFromSystem';
import type { Db } from '../../db/database';
import type { ChangedMarkets } from '../../kernel/marketChanges';
import { priceModel, type CommodityCatalog } from './commodityCatalog';

/** Every market's price right now. */
export interface PriceBoard {
  /** Unit price by commodity id, then super area id. */
  prices: Map<number, Map<number, number>>;
  /** Mean unit price of each commodity over the galaxy. */
  averages: Map<number, number>;
  /** Each market quoted for route planning (price model, price, stock, what it absorbs), by commodity id, then super area id. */
  markets: Map<number, Map<number, QuotedMarket>>;
}

interface MarketRow {
  super_area_id: number;
  commodity_id: number;
  stock: number;
  elasticity: number;
}

/** The per-system map of a commodity, made on first use. */
function bySystemOf<T>(byCommodity: Map<number, Map<number, T>>, commodityId: number): Map<number, T> {
  let bySystem = byCommodity.get(commodityId);
  if (!bySystem) byCommodity.set(commodityId, (bySystem = new Map()));
  return bySystem;
}

const mean = (bySystem: ReadonlyMap<number, number>) => {
  let sum = 0;
  for (const price of bySystem.values()) sum += price;
  return bySystem.size > 0 ? sum / bySystem.size : 0;
};

/**
 * The galactic price board: recommendations and the Galactic Prices view compare with every
 * market, so the board is computed once per change of any market (a trade, a tick, a content
 * change, in any server process: `MarketChanges`), not per request. A trade changes one system's
 * markets: the next read re-reads that system's rows alone and patches the board (issue 40: at
 * a few trades a second, re-reading every market for each dashboard poll was most of the read);
 * a tick or a content change drops the board whole.
 */
export class GalacticPrices {
  private cached: Promise<PriceBoard> | undefined;
  /** Systems whose markets changed since the cached board read them. */
  private readonly stale = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly catalog: CommodityCatalog,
  ) {}

  board(): Promise<PriceBoard> {
    if (this.cached && this.stale.size > 0) {
      const systems = [...this.stale];
      this.stale.clear();
      this.remember(this.cached.then((board) => this.patched(board, systems)));
    }
    if (!this.cached) this.remember(this.load());
    return this.cached!;
  }

  /** Forgets what a change moved: one system's rows, or the whole board (a board in flight too: the next read starts afresh). */
  invalidate(changed: ChangedMarkets = 'all'): void {
    if (changed === 'all') {
      this.cached = undefined;
      this.stale.clear();
    } else {
      this.stale.add(changed.superAreaId);
    }
  }

  private remember(board: Promise<PriceBoard>): void {
    this.cached = board;
    board.catch(() => {
      if (this.cached === board) this.cached = undefined;
    });
  }

  private async load(): Promise<PriceBoard> {
    const rows = await this.db.selectFrom('markets').select(['super_area_id', 'commodity_id', 'stock', 'elasticity']).execute();
    const board = { prices: new Map<number, Map<number, number>>(), markets: new Map<number, Map<number, QuotedMarket>>() };
    await this.price(board, rows);
    return { ...board, averages: new Map([...board.prices].map(([commodityId, bySystem]) => [commodityId, mean(bySystem)])) };
  }

  /** A new board with the systems' markets read again (the old one stays whole for whoever holds it). */
  private async patched(board: PriceBoard, systems: readonly number[]): Promise<PriceBoard> {
    const rows = await this.db.selectFrom('markets').select(['super_area_id', 'commodity_id', 'stock', 'elasticity']).where('super_area_id', 'in', systems).execute();
    const prices = new Map(board.prices);
    const markets = new Map(board.markets);
    const touched = new Set(rows.map((row) => row.commodity_id));
    for (const commodityId of touched) {
      prices.set(commodityId, new Map(prices.get(commodityId)));
      markets.set(commodityId, new Map(markets.get(commodityId)));
    }
    await this.price({ prices, markets }, rows);
    const averages = new Map(board.averages);
    for (const commodityId of touched) averages.set(commodityId, mean(prices.get(commodityId) ?? new Map()));
    return { prices, averages, markets };
  }

  /** Writes each row's unit price and quote into the board's maps (commodity, then system). */
  private async price(board: Pick<PriceBoard, 'prices' | 'markets'>, rows: readonly MarketRow[]): Promise<void> {
    const commodities = await this.catalog.all();
    for (const row of rows) {
      const commodity = commodities.get(row.commodity_id);
      if (!commodity) continue;
      const model = priceModel(commodity, row.elasticity);
      const price = unitPrice(model, row.stock);
      bySystemOf(board.prices, row.commodity_id).set(row.super_area_id, price);
      bySystemOf(board.markets, row.commodity_id).set(row.super_area_id, { model, price, stock: row.stock, absorbable: absorbableQuantity(model, row.stock) });
    }
  }
}

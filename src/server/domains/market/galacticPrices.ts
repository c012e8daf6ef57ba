import { unitPrice } from '../../../shared/rules/market/marketPrice';
import type { Db } from '../../db/database';
import { priceModel, type CommodityCatalog } from './commodityCatalog';

/** Every market's price right now. */
export interface PriceBoard {
  /** Unit price by commodity id, then super area id. */
  prices: Map<number, Map<number, number>>;
  /** Mean unit price of each commodity over the galaxy. */
  averages: Map<number, number>;
}

/**
 * The galactic price board: recommendations and the Galactic Prices view compare with every
 * market, so the board is computed once per change of any market (a trade, a tick, a content
 * change, in any server process: `MarketChanges`), not per request.
 */
export class GalacticPrices {
  private cached: Promise<PriceBoard> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: CommodityCatalog,
  ) {}

  board(): Promise<PriceBoard> {
    if (this.cached) return this.cached;
    const board = this.load();
    this.cached = board;
    board.catch(() => {
      if (this.cached === board) this.cached = undefined;
    });
    return board;
  }

  /** Drops the board after a market changed (a board in flight is dropped too: the next read starts afresh). */
  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<PriceBoard> {
    const [commodities, rows] = await Promise.all([
      this.catalog.all(),
      this.db.selectFrom('markets').select(['super_area_id', 'commodity_id', 'stock', 'elasticity']).execute(),
    ]);
    const prices = new Map<number, Map<number, number>>();
    for (const row of rows) {
      const commodity = commodities.get(row.commodity_id);
      if (!commodity) continue;
      let bySystem = prices.get(row.commodity_id);
      if (!bySystem) prices.set(row.commodity_id, (bySystem = new Map()));
      bySystem.set(row.super_area_id, unitPrice(priceModel(commodity, row.elasticity), row.stock));
    }
    const averages = new Map<number, number>();
    for (const [commodityId, bySystem] of prices) {
      let sum = 0;
      for (const price of bySystem.values()) sum += price;
      averages.set(commodityId, bySystem.size > 0 ? sum / bySystem.size : 0);
    }
    return { prices, averages };
  }
}

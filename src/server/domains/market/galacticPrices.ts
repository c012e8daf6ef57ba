import { absorbableQuantity, unitPrice } from '../../../shared/rules/market/marketPrice';
import type { QuotedMarket } from '../../../shared/rules/market/routesFromSystem';
import type { Db } from '../../db/database';
import type { ChangedMarkets } from '../../kernel/marketChanges';
import { priceModel, type CommodityCatalog } from './commodityCatalog';

/** Every market's price right now. */
export interface PriceBoard {
  /** Each market quoted (price model, unit price, stock, what it absorbs), by commodity id, then super area id. */
  markets: Map<number, Map<number, QuotedMarket>>;
  /** Mean unit price of each commodity over the galaxy. */
  averages: Map<number, number>;
}

interface MarketRow {
  super_area_id: number;
  commodity_id: number;
  stock: number;
  elasticity: number;
}

const meanPrice = (bySystem: ReadonlyMap<number, QuotedMarket>) => {
  let sum = 0;
  for (const market of bySystem.values()) sum += market.price;
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
  /**
   * The patch in flight, if any: one at a time. Reads meanwhile get the board it is making, and
   * trades meanwhile wait in `stale` for the next patch. Chaining a patch per read instead made
   * each read wait for every patch queued before it: at 150 trades a second in one system the
   * queue outgrew PostgreSQL's round trips and market reads waited ten seconds (issue 40).
   */
  private patching: Promise<PriceBoard> | undefined;

  constructor(
    private readonly db: Db,
    private readonly catalog: CommodityCatalog,
  ) {}

  board(): Promise<PriceBoard> {
    if (!this.cached) this.remember(this.load());
    else if (this.stale.size > 0 && !this.patching) {
      const systems = [...this.stale];
      this.stale.clear();
      const patch = this.cached.then((board) => this.patched(board, systems));
      this.patching = patch;
      const done = () => {
        if (this.patching === patch) this.patching = undefined;
      };
      patch.then(done, done);
      this.remember(patch);
    }
    return this.cached!;
  }

  /** Forgets what a change moved: one system's rows, or the whole board (a board in flight too: the next read starts afresh). */
  invalidate(changed: ChangedMarkets = 'all'): void {
    if (changed === 'all') {
      this.cached = undefined;
      this.patching = undefined;
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
    const markets = new Map<number, Map<number, QuotedMarket>>();
    await this.quote(markets, rows);
    return { markets, averages: new Map([...markets].map(([commodityId, bySystem]) => [commodityId, meanPrice(bySystem)])) };
  }

  /** A new board with the systems' markets read again (the old one stays whole for whoever holds it). */
  private async patched(board: PriceBoard, systems: readonly number[]): Promise<PriceBoard> {
    const rows = await this.db.selectFrom('markets').select(['super_area_id', 'commodity_id', 'stock', 'elasticity']).where('super_area_id', 'in', systems).execute();
    const markets = new Map(board.markets);
    const touched = new Set(rows.map((row) => row.commodity_id));
    for (const commodityId of touched) markets.set(commodityId, new Map(markets.get(commodityId)));
    await this.quote(markets, rows);
    const averages = new Map(board.averages);
    for (const commodityId of touched) averages.set(commodityId, meanPrice(markets.get(commodityId) ?? new Map()));
    return { markets, averages };
  }

  /** Writes each row's quote into `markets` (commodity, then system). */
  private async quote(markets: Map<number, Map<number, QuotedMarket>>, rows: readonly MarketRow[]): Promise<void> {
    const commodities = await this.catalog.all();
    for (const row of rows) {
      const commodity = commodities.get(row.commodity_id);
      if (!commodity) continue;
      const model = priceModel(commodity, row.elasticity);
      let bySystem = markets.get(row.commodity_id);
      if (!bySystem) markets.set(row.commodity_id, (bySystem = new Map()));
      bySystem.set(row.super_area_id, { model, price: unitPrice(model, row.stock), stock: row.stock, absorbable: absorbableQuantity(model, row.stock) });
    }
  }
}

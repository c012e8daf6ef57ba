import { unitPrice } from '../../../shared/rules/market/marketPrice';
import type { MarketRole } from '../../db/schema';
import type { Db } from '../../db/database';
import { priceModel, type Commodity, type CommodityCatalog } from './commodityCatalog';

/** One commodity at one system's market, priced now. */
export interface MarketView {
  marketId: number;
  superAreaId: number;
  commodity: Commodity;
  role: MarketRole;
  stock: number;
  elasticity: number;
  price: number;
  dayAgoPrice: number | null;
}

/** The market columns a view needs. */
export const MARKET_VIEW_COLUMNS = ['id', 'super_area_id', 'commodity_id', 'role', 'stock', 'elasticity', 'day_ago_price'] as const;

interface MarketViewRow {
  id: number;
  super_area_id: number;
  commodity_id: number;
  role: MarketRole;
  stock: number;
  elasticity: number | string;
  day_ago_price: number | null;
}

/** Prices market rows (read directly or aggregated as JSON) against the commodity catalogue. */
export function marketViews(rows: readonly MarketViewRow[], commodities: ReadonlyMap<number, Commodity>): MarketView[] {
  return rows.flatMap((row) => {
    const commodity = commodities.get(row.commodity_id);
    if (!commodity) return [];
    const elasticity = Number(row.elasticity);
    return [
      {
        marketId: row.id,
        superAreaId: row.super_area_id,
        commodity,
        role: row.role,
        stock: row.stock,
        elasticity,
        price: unitPrice(priceModel(commodity, elasticity), row.stock),
        dayAgoPrice: row.day_ago_price,
      },
    ];
  });
}

/** Every market of a star system, in commodity order. */
export async function marketsAt(db: Db, catalog: CommodityCatalog, superAreaId: number, commodityIds?: readonly number[]): Promise<MarketView[]> {
  let query = db
    .selectFrom('markets')
    .select(MARKET_VIEW_COLUMNS)
    .where('super_area_id', '=', superAreaId)
    .orderBy('commodity_id');
  if (commodityIds) {
    if (commodityIds.length === 0) return [];
    query = query.where('commodity_id', 'in', commodityIds);
  }
  const [rows, commodities] = await Promise.all([query.execute(), catalog.all()]);
  return marketViews(rows, commodities);
}

/** One commodity's market at one system, or undefined when it is not traded there. */
export async function marketAt(db: Db, catalog: CommodityCatalog, superAreaId: number, commodityId: number): Promise<MarketView | undefined> {
  return (await marketsAt(db, catalog, superAreaId, [commodityId]))[0];
}

import { unitPrice } from '../../../../shared/rules/market/marketPrice';
import type { Db } from '../../../db/database';

/**
 * What one unit of a commodity sells for at a system's market right now (its base price where
 * the system has no market for it). For other domains valuing cargo: contracts, insurance, loot.
 */
export async function commodityUnitPrice(db: Db, superAreaId: number, commodityId: number): Promise<number> {
  const row = await db
    .selectFrom('commodities as c')
    .leftJoin('markets as m', (join) => join.onRef('m.commodity_id', '=', 'c.id').on('m.super_area_id', '=', superAreaId))
    .select(['c.base_price', 'c.reference_stock', 'm.stock', 'm.elasticity'])
    .where('c.id', '=', commodityId)
    .executeTakeFirst();
  if (!row) throw new Error(`no commodity ${commodityId}`);
  if (row.stock === null || row.elasticity === null) return row.base_price;
  return unitPrice({ basePrice: row.base_price, referenceStock: row.reference_stock, elasticity: Number(row.elasticity) }, row.stock);
}

/** `quantity` units at today's unit price there. */
export async function commodityValue(db: Db, superAreaId: number, commodityId: number, quantity: number): Promise<number> {
  return quantity * (await commodityUnitPrice(db, superAreaId, commodityId));
}

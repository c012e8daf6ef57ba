import type { Db } from '../../../db/database';

/** What each system is known for trading: the commodities it produces or consumes, by super area id. */
export async function systemCommodities(db: Db): Promise<Map<number, { id: number; name: string }[]>> {
  const rows = await db
    .selectFrom('markets as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['m.super_area_id', 'c.id', 'c.name'])
    .where('m.role', '!=', 'neutral')
    .orderBy('m.super_area_id')
    .orderBy('c.id')
    .execute();
  const bySystem = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = bySystem.get(row.super_area_id) ?? [];
    list.push({ id: row.id, name: row.name });
    bySystem.set(row.super_area_id, list);
  }
  return bySystem;
}

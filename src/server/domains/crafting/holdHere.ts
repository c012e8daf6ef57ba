import { sql } from 'kysely';
import { RESOURCE_COMMODITIES } from '../../../shared/rules/crafting/resourceCommodities';
import type { Db } from '../../db/database';
import { cargoUsedOfShipS } from '../../kernel/cargoUsedSql';

const RESOURCE_COMMODITY_NAMES = Object.values(RESOURCE_COMMODITIES);

/** The character's active ship where it stands, and the resource commodities this system's market trades (name → commodity id). */
export interface HoldHere {
  shipId: number;
  shipName: string;
  capacity: number;
  used: number;
  traded: ReadonlyMap<string, number>;
}

/**
 * The hold a harvest can go into: the active ship's (it is where its captain is: docked in the
 * system of the place the character stands in), with the commodities among the resources' that
 * the system's market trades. Null without an active ship. One statement.
 */
export async function holdHere(db: Db, characterId: number): Promise<HoldHere | null> {
  const row = await db
    .selectFrom('characters as c')
    .innerJoin('ships as s', 's.id', 'c.active_ship_id')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['s.id', 's.name', 's.cargo_capacity', cargoUsedOfShipS().as('used')])
    .select(
      sql<Array<{ name: string; id: number }>>`(SELECT coalesce(json_agg(json_build_object('name', co.name, 'id', co.id)), '[]') FROM markets m JOIN commodities co ON co.id = m.commodity_id WHERE m.super_area_id = p.super_area_id AND co.name = ANY(${sql.val(RESOURCE_COMMODITY_NAMES)}::text[]))`.as(
        'traded',
      ),
    )
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!row) return null;
  return { shipId: row.id, shipName: row.name, capacity: row.cargo_capacity, used: row.used, traded: new Map(row.traded.map((c) => [c.name, c.id])) };
}

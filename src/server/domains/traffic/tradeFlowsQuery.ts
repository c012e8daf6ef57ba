import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One origin, destination and commodity's carried goods, as the database sums them. */
export interface CarriedGoods {
  from_id: number;
  from_name: string;
  to_id: number;
  to_name: string;
  commodity_id: number;
  commodity: string;
  npc_units: number;
  player_units: number;
  runs: number;
  /** Credits the sold units fetched, and what they had cost where they were bought. */
  sold_for: number;
  bought_for: number;
}

/**
 * The goods traders carried between systems, read from the trades both kinds of trader record
 * (NPC ships' `npc_trades`, players' `market_trades`), in one statement. A sell made since
 * `since` is a delivery; it came from where the same trader last bought the same commodity
 * (looked for back to `lookFrom`), priced at that buy's unit price. A sell with no earlier buy in
 * view, or back where it was bought, carried nothing along a lane and is left out.
 */
export async function carriedGoods(db: Db, { since, lookFrom, now, limit }: { since: Date; lookFrom: Date; now: Date; limit: number }): Promise<CarriedGoods[]> {
  const { rows } = await sql<CarriedGoods>`
    WITH trades AS (
      SELECT 'npc' AS trader_kind, npc_ship_id::bigint AS trader, id, super_area_id, commodity_id, action, quantity, credits, created_at
        FROM npc_trades WHERE created_at > ${lookFrom} AND created_at <= ${now}
      UNION ALL
      SELECT 'player', character_id, id, super_area_id, commodity_id, action, quantity, credits, created_at
        FROM market_trades WHERE created_at > ${lookFrom} AND created_at <= ${now}
    ), lots AS (
      -- Each buy opens a lot; the sells after it (until the next buy) belong to it.
      SELECT t.*, count(*) FILTER (WHERE action = 'buy') OVER (PARTITION BY trader_kind, trader, commodity_id ORDER BY created_at, id) AS lot
        FROM trades t
    ), deliveries AS (
      SELECT l.*,
             first_value(super_area_id) OVER lot_rows AS origin,
             first_value(credits::numeric / quantity) OVER lot_rows AS buy_unit
        FROM lots l
      WINDOW lot_rows AS (PARTITION BY trader_kind, trader, commodity_id, lot ORDER BY created_at, id)
    ), carried AS (
      SELECT origin, super_area_id AS destination, commodity_id,
             coalesce(sum(quantity) FILTER (WHERE trader_kind = 'npc'), 0) AS npc_units,
             coalesce(sum(quantity) FILTER (WHERE trader_kind = 'player'), 0) AS player_units,
             count(*) AS runs,
             sum(credits) AS sold_for,
             sum(quantity * buy_unit) AS bought_for
        FROM deliveries
       WHERE action = 'sell' AND lot > 0 AND origin <> super_area_id AND created_at > ${since}
       GROUP BY origin, super_area_id, commodity_id
       ORDER BY sum(quantity) DESC, origin, super_area_id, commodity_id
       LIMIT ${limit}
    )
    SELECT c.origin::int AS from_id, o.name AS from_name, c.destination::int AS to_id, d.name AS to_name,
           c.commodity_id::int AS commodity_id, k.name AS commodity,
           c.npc_units::int AS npc_units, c.player_units::int AS player_units, c.runs::int AS runs,
           round(c.sold_for)::float8 AS sold_for, round(c.bought_for)::float8 AS bought_for
      FROM carried c
      JOIN super_areas o ON o.id = c.origin
      JOIN super_areas d ON d.id = c.destination
      JOIN commodities k ON k.id = c.commodity_id
     ORDER BY c.npc_units + c.player_units DESC, c.origin, c.destination, c.commodity_id`.execute(db);
  return rows;
}

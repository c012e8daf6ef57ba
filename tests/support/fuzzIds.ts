import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { IdPools } from './routeFuzz';

/** Ids the game offers the player (shuttles, routes, contracts, ships for sale): the near-valid inputs. */
export function harvestIds(value: unknown, into: Set<number>, key = ''): void {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && /(^|_)id$|Id$/.test(key)) into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => harvestIds(item, into, key));
  else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) harvestIds(item, into, name);
}

/**
 * Rows the fuzzer aims at: the player's own (ships, parts, spare characters), anyone's, and the
 * galaxy's. The subject (the character the fuzzer acts as) is left out, so a fuzzed delete spares it.
 */
export async function knownIds(db: Db, subject: number, harvested: Iterable<number>): Promise<IdPools> {
  const all = new Set<number>([1, 2, 3, ...harvested]);
  const galaxy = ['ship_templates', 'upgrade_templates', 'commodities', 'super_areas', 'places', 'trading_contracts', 'market_alerts'] as const;
  for (const table of galaxy) {
    for (const row of await db.selectFrom(table).select('id').orderBy('id').limit(8).execute()) all.add(row.id);
  }
  const owned = ['characters', 'ships', 'ship_parts', 'ship_upgrades', 'ship_customizations'] as const;
  for (const table of owned) {
    for (const row of await db.selectFrom(table).select('id').orderBy('id', 'desc').limit(12).execute()) all.add(row.id);
  }
  const ships = await db.selectFrom('ships').select('id').where('character_id', '=', subject).execute();
  const shipIds = ships.map((ship) => ship.id);
  const mine = new Set<number>(shipIds);
  for (const table of ['ship_parts', 'ship_upgrades', 'ship_customizations'] as const) {
    if (shipIds.length === 0) break;
    for (const row of await db.selectFrom(table).select('id').where('ship_id', 'in', shipIds).execute()) mine.add(row.id);
  }
  const spares = await db.selectFrom('characters').select('id').where('user_id', '=', sql<number>`(select user_id from characters where id = ${subject})`).execute();
  for (const spare of spares) mine.add(spare.id);
  all.delete(subject);
  mine.delete(subject);
  return { mine: mine.size > 0 ? [...mine] : [...all], all: [...all] };
}

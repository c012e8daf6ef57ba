import type autocannon from 'autocannon';
import type { BenchServer } from './benchServer';
import { loggedInHeaders } from './benchServer';

/** Ten characters (two accounts of five) who can buy all the benchmark long: rich, with bottomless holds. */
export async function benchTraders(server: BenchServer): Promise<{ headers: Record<string, string>; id: number }[]> {
  const traders: { headers: Record<string, string>; id: number }[] = [];
  for (const account of ['market-a', 'market-b']) {
    const headers = await loggedInHeaders(server, `${account}@example.com`);
    for (let n = 0; n < 5; n++) {
      const created = await fetch(`${server.baseUrl}/api/characters`, { method: 'POST', headers, body: JSON.stringify({ name: `Trader ${account.slice(-1)}${'abcde'[n]}` }) });
      const character = (await created.json()) as { id: number; active_ship_id: number };
      traders.push({ headers: { ...headers, 'x-character-id': String(character.id) }, id: character.id });
    }
  }
  const db = server.app.deps.db;
  const ids = traders.map((t) => t.id);
  await db.updateTable('characters').set({ credits: 1_000_000_000_000 }).where('id', 'in', ids).execute();
  await db.updateTable('ships').set({ cargo_capacity: 2_000_000_000 }).where('character_id', 'in', ids).execute();
  return traders;
}

/** Ten commodities of the starting system, stocked deep enough for every buy of the run. */
export async function benchCommodities(server: BenchServer): Promise<number[]> {
  const db = server.app.deps.db;
  const start = await db.selectFrom('super_areas').select('id').where('is_starting', '=', true).executeTakeFirstOrThrow();
  const markets = await db.selectFrom('markets').select(['id', 'commodity_id']).where('super_area_id', '=', start.id).orderBy('commodity_id').limit(10).execute();
  await db.updateTable('markets').set({ stock: 50_000_000 }).where('id', 'in', markets.map((m) => m.id)).execute();
  return markets.map((m) => m.commodity_id);
}

/** Each request: the next trader buys one unit of their own commodity (orders meet on rows only as players' would). */
export function roundRobinBuys(traders: { headers: Record<string, string> }[], commodities: number[]): (request: autocannon.Request) => autocannon.Request {
  let next = 0;
  return (request) => {
    const i = next++ % traders.length;
    return { ...request, method: 'POST', headers: traders[i]!.headers, body: JSON.stringify({ commodity_id: commodities[i % commodities.length], quantity: 1 }) };
  };
}

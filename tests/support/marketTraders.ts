import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/server/db/database';
import { Visitor, type TestContext } from './testApp';

let accounts = 0;

/** A character a test trades as: its id and the signed-in visitor that owns it. */
export interface Trader {
  id: number;
  visitor: Visitor;
}

/** Sends a game call as this character (the X-Character-Id header, as the client does). */
export function as(trader: Trader, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return trader.visitor.request({ method, url, payload, headers: { 'x-character-id': String(trader.id) } });
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
const nameOf = (n: number) => `Trader ${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}${letters[Math.floor(n / 676) % 26]}`;

/** `count` new characters (five to an account), each with 25,000 credits and the starter ship at the starting system. */
export async function newTraders(ctx: TestContext, count: number): Promise<Trader[]> {
  const traders: Trader[] = [];
  while (traders.length < count) {
    const visitor = new Visitor(ctx.app);
    const n = ++accounts;
    const first = await visitor.playAs(`market-trader${n}@example.com`, nameOf(n * 5));
    traders.push({ id: first, visitor });
    for (let extra = 1; extra < 5 && traders.length < count; extra++) {
      const created = await visitor.post('/api/characters', { name: nameOf(n * 5 + extra) });
      if (created.statusCode !== 201) throw new Error(`character creation failed: ${created.body}`);
      traders.push({ id: (created.json() as { id: number }).id, visitor });
    }
  }
  return traders;
}

/** The starting system, where new characters trade. */
export async function startingSystem(db: Db): Promise<number> {
  return (await db.selectFrom('super_areas').select('id').where('is_starting', '=', true).executeTakeFirstOrThrow()).id;
}

/** A commodity's market row at a system. */
export async function marketRow(db: Db, superAreaId: number, commodityName: string) {
  return db
    .selectFrom('markets as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['m.id', 'm.stock', 'm.target_stock', 'm.elasticity', 'c.id as commodity_id', 'c.base_price', 'c.reference_stock'])
    .where('m.super_area_id', '=', superAreaId)
    .where('c.name', '=', commodityName)
    .executeTakeFirstOrThrow();
}

export async function creditsOf(db: Db, characterId: number): Promise<number> {
  return (await db.selectFrom('characters').select('credits').where('id', '=', characterId).executeTakeFirstOrThrow()).credits;
}

/** What the character's active ship holds of each commodity. */
export async function holdOf(db: Db, characterId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('ship_cargo as sc')
    .innerJoin('characters as c', 'c.active_ship_id', 'sc.ship_id')
    .select(['sc.commodity_id', 'sc.quantity'])
    .where('c.id', '=', characterId)
    .execute();
  return new Map(rows.map((r) => [r.commodity_id, r.quantity]));
}

/** The first commodity (by id) the market where the character stands has more than a few of. */
export async function firstStockedCommodity(db: Db, characterId: number, options: { except?: number } = {}): Promise<number> {
  const market = await db
    .selectFrom('markets as m')
    .innerJoin('places as p', 'p.super_area_id', 'm.super_area_id')
    .innerJoin('characters as c', 'c.place_id', 'p.id')
    .select(['m.commodity_id'])
    .where('c.id', '=', characterId)
    .where('m.stock', '>', 5)
    .$if(options.except !== undefined, (qb) => qb.where('m.commodity_id', '!=', options.except ?? 0))
    .orderBy('m.commodity_id')
    .executeTakeFirstOrThrow();
  return market.commodity_id;
}

/** Takes the traders past their tutorial (its quests abandoned): no quest hears their trades, so a buy is one `market_buy` call. */
export async function leaveTutorial(db: Db, traders: readonly Trader[]): Promise<void> {
  await db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', 'in', traders.map((t) => t.id)).execute();
}

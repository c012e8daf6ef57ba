import { describe, expect, it } from 'vitest';
import type { Mission } from '../../src/shared/api';
import { unitPrice } from '../../src/shared/rules/market/marketPrice';
import { ledgerSum } from '../support/itemShopper';
import { startingSystem } from '../support/marketTraders';
import { logLines, missionsOf } from '../support/questHelpers';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();

/** The unit price of a commodity at a system, from its live market row. */
async function livePrice(superAreaId: number, commodityId: number): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('markets as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['m.stock', 'm.elasticity', 'c.base_price', 'c.reference_stock'])
    .where('m.super_area_id', '=', superAreaId)
    .where('m.commodity_id', '=', commodityId)
    .executeTakeFirstOrThrow();
  return unitPrice({ basePrice: row.base_price, referenceStock: row.reference_stock, elasticity: Number(row.elasticity) }, row.stock);
}

/** The systems one lane away from `systemId`. */
async function neighboursOf(systemId: number): Promise<number[]> {
  const lanes = await ctx.database.db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id']).where((eb) => eb.or([eb('from_area_id', '=', systemId), eb('to_area_id', '=', systemId)])).execute();
  return lanes.map((lane) => (lane.from_area_id === systemId ? lane.to_area_id : lane.from_area_id));
}

const stepsOf = (mission: Mission) => mission.steps.map((s) => ({ type: s.questStep.target_type, target: s.questStep.target_id, title: s.questStep.title }));

describe('the first trade run', () => {
  it('names a commodity sold here and the neighbour that pays more for it, from the prices when the character is made', async () => {
    const db = ctx.database.db;
    const here = await startingSystem(db);
    const neighbours = await neighboursOf(here);
    // Tilt one pair far past any other: a glut here, a shortage at the last neighbour.
    const there = neighbours.at(-1)!;
    const shared = await db.selectFrom('markets as a').innerJoin('markets as b', 'b.commodity_id', 'a.commodity_id').innerJoin('commodities as c', 'c.id', 'a.commodity_id')
      .select(['a.commodity_id', 'c.name', 'c.reference_stock']).where('a.super_area_id', '=', here).where('b.super_area_id', '=', there).orderBy('c.base_price', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('markets').set({ stock: shared.reference_stock * 16 }).where('super_area_id', '=', here).where('commodity_id', '=', shared.commodity_id).execute();
    await db.updateTable('markets').set({ stock: 1 }).where('super_area_id', '=', there).where('commodity_id', '=', shared.commodity_id).execute();
    await db.updateTable('super_areas').set({ danger_level: 2 }).where('id', '=', there).execute();
    const system = await db.selectFrom('super_areas').select('name').where('id', '=', there).executeTakeFirstOrThrow();

    const captain = await newCaptain(ctx.app, db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    expect(stepsOf(mission)).toEqual([
      { type: 'buy', target: shared.commodity_id, title: `Buy ${shared.name}` },
      { type: 'visit', target: there, title: `Fly to ${system.name}` },
      { type: 'sell_profit', target: shared.commodity_id, title: `Sell ${shared.name} in ${system.name}` },
    ]);
    expect(await livePrice(there, shared.commodity_id)).toBeGreaterThan(await livePrice(here, shared.commodity_id));
    // The journal shows the same words as the Missions app.
    const journal = (await captain.get('/api/quest-progress/')).json().quests.find((q: { key: string }) => q.key === 'trading_basics');
    expect(journal.quest.steps.map((s: { title: string }) => s.title)).toEqual(mission.steps.map((s) => s.questStep.title));
  });

  it('played through the game’s calls: buy the named commodity, jump to the neighbour, sell at a profit, and the mission pays itself', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    const [buy, visit] = mission.steps;
    const commodityId = buy!.questStep.target_id!;
    const systemId = visit!.questStep.target_id!;
    expect(await neighboursOf(await startingSystem(db))).toContain(systemId);

    const bought = await captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 5 });
    expect(bought.statusCode, bought.body).toBe(200);
    await db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', systemId).execute();
    const option = await directOption(captain, systemId);
    const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: systemId });
    expect(started.statusCode, started.body).toBe(200);
    ctx.clock.advance(24 * 3600_000);
    await travelStatus(captain);
    expect(((await missionsOf(captain)).get('Trading Basics')!).steps.map((s) => s.progress)).toEqual([1, 1, 0]);

    const before = await captain.credits();
    const sold = await captain.post('/api/market/sell', { commodity_id: commodityId, quantity: 5 });
    expect(sold.statusCode, sold.body).toBe(200);
    const sale = sold.json().transaction;
    expect(sale.profit).toBeGreaterThan(0);
    // The sale's revenue and the mission's reward, in the sale's one transaction.
    expect(await captain.credits()).toBe(before + sale.final_total + 1500);
    expect(await ledgerSum(db, captain.characterId)).toBe(await captain.credits());
    expect(await logLines(db, captain.characterId, 'MissionCompleted')).toEqual(['Mission completed: Trading Basics. Reward: 1,500 credits.']);
    expect([...(await missionsOf(captain)).keys()]).toEqual(['Fuel Management']);
  });
});

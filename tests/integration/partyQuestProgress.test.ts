import { describe, expect, it } from 'vitest';
import { marketOf, neighbourOf } from '../support/contractFixtures';
import { as, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { partyOf } from '../support/partyOf';
import { logLines, report, startQuestByKey } from '../support/questHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** The step progress of the character's active run of the quest with this key, in step order. */
async function stepsOf(trader: Trader, key: string): Promise<number[]> {
  const rows = await ctx.database.db
    .selectFrom('character_quests as cq')
    .innerJoin('quests as q', 'q.id', 'cq.quest_id')
    .innerJoin('character_quest_steps as s', 's.character_quest_id', 'cq.id')
    .innerJoin('quest_steps as qs', 'qs.id', 's.quest_step_id')
    .select('s.progress')
    .where('cq.character_id', '=', trader.id)
    .where('q.key', '=', key)
    .where('cq.status', '=', 'active')
    .orderBy('qs.position')
    .execute();
  return rows.map((row) => row.progress);
}

/** One unit of the cheapest well-stocked commodity of the trader's market. */
async function buyOne(trader: Trader) {
  const market = await ctx.database.db
    .selectFrom('markets as m')
    .innerJoin('places as p', 'p.super_area_id', 'm.super_area_id')
    .innerJoin('characters as c', 'c.place_id', 'p.id')
    .select('m.commodity_id')
    .where('c.id', '=', trader.id)
    .where('m.stock', '>', 50)
    .orderBy('m.commodity_id')
    .executeTakeFirstOrThrow();
  return as(trader, 'POST', '/api/market/buy', { commodity_id: market.commodity_id, quantity: 1 });
}

async function startForAll(key: string, traders: Trader[]) {
  for (const trader of traders) await startQuestByKey(ctx.database.db, trader.id, key);
}

describe('a party shares quest progress where it stands together', () => {
  it('a buy advances the same active step of the members in the system, not of one elsewhere nor of a stranger', async () => {
    const [actor, beside, away, stranger] = await newTraders(ctx, 4);
    await partyOf([actor!, beside!, away!]);
    await startForAll('supply_run', [actor!, beside!, away!, stranger!]);
    const elsewhere = await marketOf(ctx.database.db, await neighbourOf(ctx.database.db, await startingSystem(ctx.database.db)));
    await ctx.database.db.updateTable('characters').set({ place_id: elsewhere }).where('id', '=', away!.id).execute();

    const bought = await buyOne(actor!);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await stepsOf(actor!, 'supply_run')).toEqual([1, 0]);
    expect(await stepsOf(beside!, 'supply_run')).toEqual([1, 0]);
    expect(await stepsOf(away!, 'supply_run')).toEqual([0, 0]);
    expect(await stepsOf(stranger!, 'supply_run')).toEqual([0, 0]);
    expect(await logLines(ctx.database.db, beside!.id, 'MissionStepUpdated')).toContain('Supply Run: Buy three loads (1/3).');
    expect(await logLines(ctx.database.db, away!.id, 'MissionStepUpdated')).toEqual([]);
  });

  it('a fight won is shared; a journey stays the traveller’s own; a member whose step is done is not pushed past it', async () => {
    const db = ctx.database.db;
    const [actor, beside] = await newTraders(ctx, 2);
    await partyOf([actor!, beside!]);
    await startForAll('patrol_recruit', [actor!, beside!]);
    await startForAll('union_wings', [actor!, beside!]);
    const won = { mission: 'combat_victory', progress: { enemy_id: 1, enemy_level: 2, super_area_id: null } } as const;

    await report(db, ctx.app.broadcaster, actor!.id, won);
    expect(await stepsOf(actor!, 'patrol_recruit')).toEqual([1]);
    expect(await stepsOf(beside!, 'patrol_recruit')).toEqual([1]);
    await report(db, ctx.app.broadcaster, actor!.id, { mission: 'travel_basics', progress: { tasks_completed: 1 } });
    expect(await stepsOf(actor!, 'union_wings')).toEqual([1]);
    expect(await stepsOf(beside!, 'union_wings')).toEqual([0]);

    // The member's win is shared back: the member's own run, finished by its own act, completes
    // itself; the actor's, finished by the shared win, waits at 2 of 2 for the actor's next act,
    // which completes it without pushing it past 2.
    await report(db, ctx.app.broadcaster, beside!.id, won);
    expect(await stepsOf(actor!, 'patrol_recruit')).toEqual([2]);
    expect(await stepsOf(beside!, 'patrol_recruit')).toEqual([]);
    await report(db, ctx.app.broadcaster, actor!.id, won);
    expect(await stepsOf(actor!, 'patrol_recruit')).toEqual([]);
    const runs = await db.selectFrom('character_quests as cq').innerJoin('quests as q', 'q.id', 'cq.quest_id').innerJoin('character_quest_steps as s', 's.character_quest_id', 'cq.id')
      .select(['cq.character_id', 'cq.status', 's.progress']).where('q.key', '=', 'patrol_recruit').orderBy('cq.character_id').execute();
    expect(runs.map((r) => [r.status, r.progress])).toEqual([['completed', 2], ['completed', 2]]);
  });

  it('members buying at the same instant all succeed: their steps lock in one order, nobody deadlocks', async () => {
    const [first, second, third] = await newTraders(ctx, 3);
    await partyOf([first!, second!, third!]);
    await startForAll('supply_run', [first!, second!, third!]);
    const responses = await Promise.all([first!, second!, third!, first!, second!, third!].map((trader) => buyOne(trader)));
    expect(responses.map((r) => r.statusCode), responses.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 200, 200, 200]);
    for (const trader of [first!, second!, third!]) expect(await stepsOf(trader, 'supply_run')).toEqual([3, 0]);
  });
});

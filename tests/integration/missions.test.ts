import { describe, expect, it } from 'vitest';
import type { Mission, QuestProgress } from '../../src/shared/api';
import { TUTORIAL_NOT_ABANDONED } from '../../src/server/domains/missions/missionService';
import { ledgerSum } from '../support/itemShopper';
import { firstStockedCommodity } from '../support/marketTraders';
import { logLines, missionsOf, progressOf, report, startQuestByKey } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** Buys one unit of a commodity at the captain's market. */
async function buyOne(captain: Captain, commodityId?: number) {
  const id = commodityId ?? (await firstStockedCommodity(ctx.database.db, captain.characterId));
  const response = await captain.post('/api/market/buy', { commodity_id: id, quantity: 1 });
  expect(response.statusCode, response.body).toBe(200);
}

/** The captain's quests by key, as the journal shows them. */
async function journalOf(captain: Captain): Promise<Map<string, QuestProgress>> {
  const quests = (await captain.get('/api/quest-progress/')).json<{ quests: QuestProgress[] }>().quests;
  return new Map(quests.map((q) => [q.key, q]));
}

/** The first trade run's steps: the commodity it names (buy) and the system it sends the captain to (visit). */
function tradeRun(mission: Mission) {
  const [buy, visit, sell] = mission.steps;
  return { commodityId: buy!.questStep.target_id!, systemId: visit!.questStep.target_id!, buy: buy!, visit: visit!, sell: sell! };
}

describe('missions: progress reports', () => {
  it('a buy of the named commodity advances the first step once, logs MissionStepUpdated, and a second buy does not pass it', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    expect(progressOf(mission)).toEqual([0, 0, 0]);
    const run = tradeRun(mission);
    const other = await ctx.database.db.selectFrom('markets as m').innerJoin('places as p', 'p.super_area_id', 'm.super_area_id').innerJoin('characters as c', 'c.place_id', 'p.id')
      .select('m.commodity_id').where('c.id', '=', captain.characterId).where('m.stock', '>', 5).where('m.commodity_id', '<>', run.commodityId).executeTakeFirstOrThrow();
    await buyOne(captain, other.commodity_id);
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([0, 0, 0]);
    await buyOne(captain, run.commodityId);
    const after = (await missionsOf(captain)).get('Trading Basics');
    expect(progressOf(after)).toEqual([1, 0, 0]);
    expect(after?.progress_percentage).toBe(33);
    expect(after?.objectives.map((o) => o.completed)).toEqual([true, false, false]);
    await buyOne(captain, run.commodityId);
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([1, 0, 0]);
    expect(await logLines(ctx.database.db, captain.characterId, 'MissionStepUpdated')).toEqual([`Trading Basics: ${run.buy.questStep.title} (1/1).`]);
    // The Character carries the same mission, with the same one progress figure.
    const character = (await captain.get(`/api/characters/${captain.characterId}`)).json<{ missions: Mission[] }>();
    expect(character.missions.map((m) => m.progress_percentage)).toEqual([33]);
  });

  it('a refuel completes Fuel Management at once and a journey start advances a travel step', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await startQuestByKey(db, captain.characterId, 'fuel_management');
    await startQuestByKey(db, captain.characterId, 'union_wings');
    await db.updateTable('ships').set({ fuel: 50 }).where('id', '=', captain.starterShipId).execute();
    const before = await captain.credits();
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 10 })).statusCode).toBe(200);
    expect((await missionsOf(captain)).has('Fuel Management')).toBe(false);
    expect((await journalOf(captain)).get('fuel_management')?.status).toBe('completed');
    expect(await captain.credits()).toBe(before - 100 + 500);
    const options = await captain.get('/api/travel/options');
    const destination = options.json().destinations.find((d: { direct: boolean }) => d.direct);
    const route = (await captain.get(`/api/travel/options/interplanetary?destinationId=${destination.id}`)).json().options.direct[0].route.id;
    const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: route, destination_id: destination.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(progressOf((await missionsOf(captain)).get('Union Wings'))).toEqual([1]);
  });

  it('every other report advances its own step exactly once, and a quest whose steps are all done completes itself', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    for (const key of ['nebula_market', 'contract_basics', 'profession_basics', 'skill_advancement', 'combat_basics', 'frontier_signal']) await startQuestByKey(db, captain.characterId, key);
    const send = (r: Parameters<typeof report>[3]) => report(db, ctx.app.broadcaster, captain.characterId, r);
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 90 }, source: { kind: 'market_sell', commodity_id: 1, profit: 0 } });
    expect(progressOf((await missionsOf(captain)).get('A Market for Wonders'))).toEqual([0]);
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 120 }, source: { kind: 'market_sell', commodity_id: 1, profit: 30 } });
    expect(progressOf((await missionsOf(captain)).get('A Market for Wonders'))).toEqual([1]);
    await send({ mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'contract_accept', contract_id: 7 } });
    expect(progressOf((await missionsOf(captain)).get('Contract Work'))).toEqual([1, 0]);
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 500 }, source: { kind: 'contract_delivery', contract_id: 7 } });
    await send({ mission: 'profession_basics', progress: { profession_id: 1 } });
    await send({ mission: 'skill_advancement', progress: { skill_id: 2 } });
    await send({ mission: 'combat_victory', progress: { enemy_id: 3, enemy_level: 2, super_area_id: null } });
    const quest = await db.selectFrom('quest_steps as s').innerJoin('quests as q', 'q.id', 's.quest_id').select('s.target_id').where('q.key', '=', 'frontier_signal').executeTakeFirstOrThrow();
    await send({ mission: 'systems_visited', progress: { super_area_id: Number(quest.target_id) + 1 } });
    expect(progressOf((await missionsOf(captain)).get('A Signal from the Frontier'))).toEqual([0]);
    await send({ mission: 'systems_visited', progress: { super_area_id: Number(quest.target_id) } });
    const journal = await journalOf(captain);
    for (const key of ['contract_basics', 'profession_basics', 'skill_advancement', 'combat_basics', 'frontier_signal']) expect([key, journal.get(key)?.status]).toEqual([key, 'completed']);
    expect(journal.get('nebula_market')?.status).toBe('active');
    // The progress map adds the reports' numbers (seed 001 §3 key-value map).
    expect(journal.get('contract_basics')?.progress).toMatchObject({ tasks_completed: 1, trades_completed: 1, credits_earned: 500 });
    expect(await logLines(db, captain.characterId, 'MissionCompleted')).toContain('Mission completed: A Signal from the Frontier. Reward: 2,500 credits.');
  });
});

describe('missions: completing themselves, abandon, rewards', () => {
  it('the last step done completes the mission in the act: paid once, logged, and the next tutorial mission opens', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    const run = tradeRun(mission);
    const early = await captain.post(`/api/missions/${mission.id}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Finish every step of Trading Basics first (0% done).');
    await buyOne(captain, run.commodityId);
    await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'systems_visited', progress: { super_area_id: run.systemId } });
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([1, 1, 0]);
    const before = await captain.credits();
    await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 400 }, source: { kind: 'market_sell', commodity_id: run.commodityId, profit: 40 } });
    expect(await captain.credits()).toBe(before + 1500);
    expect(await ledgerSum(db, captain.characterId)).toBe(before + 1500);
    expect([...(await missionsOf(captain)).keys()]).toEqual(['Fuel Management']);
    const again = await captain.post(`/api/missions/${mission.id}/complete`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Trading Basics is already completed.');
    expect(await captain.credits()).toBe(before + 1500);
    expect(await logLines(db, captain.characterId, 'MissionCompleted')).toEqual(['Mission completed: Trading Basics. Reward: 1,500 credits.']);
    const xp = await db.selectFrom('character_experience').select('total_earned').where('character_id', '=', captain.characterId).where('experience_type', '=', 'trading').executeTakeFirst();
    expect(xp?.total_earned).toBe(150);
  });

  it('twenty acts at once that each finish the last step pay the reward exactly once, money conserved', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const runId = await startQuestByKey(db, captain.characterId, 'core_ledger');
    await db.updateTable('character_quest_steps').set({ progress: 4, status: 'in_progress' }).where('character_quest_id', '=', runId).execute();
    const commodityId = await firstStockedCommodity(db, captain.characterId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rewards = await db.selectFrom('credit_ledger').select('amount').where('character_id', '=', captain.characterId).where('reason', '=', 'quest_reward').where('reference_id', '=', runId).execute();
    expect(rewards.map((r) => Number(r.amount))).toEqual([3000]);
    expect(await ledgerSum(db, captain.characterId)).toBe(await captain.credits());
    expect((await journalOf(captain)).get('core_ledger')?.status).toBe('completed');
  });

  it('a reward that cannot be given leaves the mission at 100 % without undoing the act; Complete then pays once under 20 concurrent calls', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const runId = await startQuestByKey(db, captain.characterId, 'contract_basics');
    // A full inventory: one slot, taken.
    const kit = await db.selectFrom('item_templates').select('id').where('name', '=', 'Hull Patch Kit').executeTakeFirstOrThrow();
    await db.insertInto('items').values({ character_id: captain.characterId, item_template_id: kit.id, acquired_at: new Date() }).execute();
    await db.updateTable('characters').set({ max_items: 1 }).where('id', '=', captain.characterId).execute();
    await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'contract_accept', contract_id: 7 } });
    await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 500 }, source: { kind: 'contract_delivery', contract_id: 7 } });
    expect((await missionsOf(captain)).get('Contract Work')?.progress_percentage).toBe(100);
    await db.updateTable('characters').set({ max_items: 50 }).where('id', '=', captain.characterId).execute();
    const before = await captain.credits();
    const answers = await Promise.all(Array.from({ length: 20 }, () => captain.post(`/api/missions/${runId}/complete`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(19);
    expect(await captain.credits()).toBe(before + 1500);
    expect(await ledgerSum(db, captain.characterId)).toBe(before + 1500);
    const items = await db.selectFrom('items').select('id').where('character_id', '=', captain.characterId).execute();
    expect(items).toHaveLength(2);
  });

  it('refuses to abandon the tutorial; abandons another mission once; a refused Complete Step changes nothing', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const tutorial = (await missionsOf(captain)).get('Trading Basics')!;
    const step = await captain.visitor.request({ method: 'PUT', url: `/api/missions/${tutorial.id}/steps/${tutorial.steps[0]!.id}`, payload: { status: 'completed' }, headers: { 'x-character-id': String(captain.characterId) } });
    expect(step.statusCode).toBe(422);
    expect(step.json().message).toBe(`This step completes as you play: ${tutorial.steps[0]!.questStep.description}`);
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([0, 0, 0]);
    const kept = await captain.delete(`/api/missions/${tutorial.id}`);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().message).toBe(TUTORIAL_NOT_ABANDONED);
    const runId = await startQuestByKey(db, captain.characterId, 'core_ledger');
    expect((await captain.delete(`/api/missions/${runId}`)).statusCode).toBe(200);
    expect([...(await missionsOf(captain)).keys()]).toEqual(['Trading Basics']);
    const again = await captain.delete(`/api/missions/${runId}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Only an active mission can be abandoned.');
    const other = await newCaptain(ctx.app, db);
    expect((await other.delete(`/api/missions/${runId}`)).statusCode).toBe(404);
    // Abandoned, the quest is offered again.
    const available = (await captain.get('/api/quest-progress/available')).json().available_quests.map((q: { key: string }) => q.key);
    expect(available).toContain('core_ledger');
  });

  it('a quest completed by play unlocks the next of its chain', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const available = async () => (await captain.get('/api/quest-progress/available')).json().available_quests.map((q: { key: string }) => q.key) as string[];
    expect(await available()).toContain('core_ledger');
    expect(await available()).not.toContain('core_courier');
    const quest = (await journalOf(captain)).get('core_ledger')!;
    expect((await captain.post(`/api/quest-progress/start/${quest.id}`)).statusCode).toBe(200);
    expect((await captain.post(`/api/quest-progress/start/${quest.id}`)).statusCode).toBe(422);
    for (let n = 0; n < 5; n++) await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'market_buy', commodity_id: 1 } });
    expect((await journalOf(captain)).get('core_ledger')?.status).toBe('completed');
    expect(await available()).toContain('core_courier');
    const stats = (await captain.get('/api/quest-progress/')).json().stats;
    expect(stats.completed).toBe(1);
    expect(stats.total).toBe(stats.active + stats.completed + stats.available);
  });
});

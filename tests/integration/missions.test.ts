import { describe, expect, it } from 'vitest';
import type { Mission } from '../../src/shared/api';
import { ledgerSum } from '../support/itemShopper';
import { firstStockedCommodity } from '../support/marketTraders';
import { logLines, missionsOf, progressOf, report, startQuestByKey } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** Buys one unit of the first commodity the captain's market stocks. */
async function buyOne(captain: Captain) {
  const commodityId = await firstStockedCommodity(ctx.database.db, captain.characterId);
  const response = await captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 });
  expect(response.statusCode, response.body).toBe(200);
}

describe('missions: progress reports', () => {
  it('a buy advances the tutorial step once, logs MissionStepUpdated, and a second buy does not pass the quantity', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([0]);
    await buyOne(captain);
    const mission = (await missionsOf(captain)).get('Trading Basics');
    expect(progressOf(mission)).toEqual([1]);
    expect(mission?.progress_percentage).toBe(100);
    expect(mission?.objectives).toEqual([expect.objectContaining({ completed: true })]);
    await buyOne(captain);
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([1]);
    expect(await logLines(ctx.database.db, captain.characterId, 'MissionStepUpdated')).toEqual([
      'Trading Basics: every step done. Complete it in the Missions app to claim the reward.',
    ]);
    // The Character carries the same mission.
    const character = (await captain.get(`/api/characters/${captain.characterId}`)).json<{ missions: Mission[] }>();
    expect(character.missions.map((m) => m.progress_percentage)).toEqual([100]);
  });

  it('a refuel advances fuel_management and a journey start advances travel_basics', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await startQuestByKey(db, captain.characterId, 'fuel_management');
    await startQuestByKey(db, captain.characterId, 'union_wings');
    await db.updateTable('ships').set({ fuel: 50 }).where('id', '=', captain.starterShipId).execute();
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 10 })).statusCode).toBe(200);
    expect(progressOf((await missionsOf(captain)).get('Fuel Management'))).toEqual([1]);
    const options = await captain.get('/api/travel/options');
    const destination = options.json().destinations.find((d: { direct: boolean }) => d.direct);
    const route = (await captain.get(`/api/travel/options/interplanetary?destinationId=${destination.id}`)).json().options.direct[0].route.id;
    const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: route, destination_id: destination.id });
    expect(started.statusCode, started.body).toBe(200);
    expect(progressOf((await missionsOf(captain)).get('Union Wings'))).toEqual([1]);
  });

  it('every other report advances its own step exactly once', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    for (const key of ['first_profit', 'contract_basics', 'profession_basics', 'skill_advancement', 'combat_basics', 'frontier_signal']) await startQuestByKey(db, captain.characterId, key);
    const send = (r: Parameters<typeof report>[3]) => report(db, ctx.app.broadcaster, captain.characterId, r);
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 90 }, source: { kind: 'market_sell', commodity_id: 1, profit: 0 } });
    expect(progressOf((await missionsOf(captain)).get('Buy Low, Sell High'))).toEqual([0]);
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 120 }, source: { kind: 'market_sell', commodity_id: 1, profit: 30 } });
    await send({ mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'contract_accept', contract_id: 7 } });
    await send({ mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: 500 }, source: { kind: 'contract_delivery', contract_id: 7 } });
    await send({ mission: 'profession_basics', progress: { profession_id: 1 } });
    await send({ mission: 'skill_advancement', progress: { skill_id: 2 } });
    await send({ mission: 'combat_victory', progress: { enemy_id: 3, enemy_level: 2, super_area_id: null } });
    const quest = await db.selectFrom('quest_steps as s').innerJoin('quests as q', 'q.id', 's.quest_id').select('s.target_id').where('q.key', '=', 'frontier_signal').executeTakeFirstOrThrow();
    await send({ mission: 'systems_visited', progress: { super_area_id: Number(quest.target_id) + 1 } });
    expect(progressOf((await missionsOf(captain)).get('A Signal from the Frontier'))).toEqual([0]);
    await send({ mission: 'systems_visited', progress: { super_area_id: Number(quest.target_id) } });
    const missions = await missionsOf(captain);
    expect(progressOf(missions.get('Buy Low, Sell High'))).toEqual([1]);
    expect(progressOf(missions.get('Contract Work'))).toEqual([1, 1]);
    expect(progressOf(missions.get('Choose a Profession'))).toEqual([1]);
    expect(progressOf(missions.get('Skill Advancement'))).toEqual([1]);
    expect(progressOf(missions.get('First Blood'))).toEqual([1]);
    expect(progressOf(missions.get('A Signal from the Frontier'))).toEqual([1]);
    // The progress map adds the reports' numbers (seed 001 §3 key-value map).
    const journal = (await captain.get('/api/quest-progress/')).json();
    const contract = journal.quests.find((q: { key: string }) => q.key === 'contract_basics');
    expect(contract.progress).toMatchObject({ tasks_completed: 1, trades_completed: 1, credits_earned: 500 });
  });
});

describe('missions: complete, abandon, rewards', () => {
  it('refuses to complete below 100 %, pays once at 100 %, and starts the next tutorial mission', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    const early = await captain.post(`/api/missions/${mission.id}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Finish every step of Trading Basics first (0% done).');
    expect(await captain.credits()).toBe(25_000);
    await buyOne(captain);
    const afterBuy = await captain.credits();
    const done = await captain.post(`/api/missions/${mission.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().paid.credits).toBe(750);
    expect(await captain.credits()).toBe(afterBuy + 750);
    expect(await ledgerSum(db, captain.characterId)).toBe(afterBuy + 750);
    expect([...(await missionsOf(captain)).keys()]).toEqual(['Travel Basics']);
    const again = await captain.post(`/api/missions/${mission.id}/complete`);
    expect(again.statusCode).toBe(422);
    expect(await captain.credits()).toBe(afterBuy + 750);
    expect(await logLines(db, captain.characterId, 'MissionCompleted')).toEqual(['Mission completed: Trading Basics. Reward: 750 credits.']);
  });

  it('pays the rewards exactly once under 20 concurrent completes, money conserved', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await buyOne(captain);
    const before = await captain.credits();
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => captain.post(`/api/missions/${mission.id}/complete`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(19);
    expect(await captain.credits()).toBe(before + 750);
    expect(await ledgerSum(db, captain.characterId)).toBe(before + 750);
    const rewards = await db.selectFrom('credit_ledger').select('amount').where('character_id', '=', captain.characterId).where('reason', '=', 'quest_reward').execute();
    expect(rewards.map((r) => Number(r.amount))).toEqual([750]);
    const xp = await db.selectFrom('character_experience').select('total_earned').where('character_id', '=', captain.characterId).where('experience_type', '=', 'trading').executeTakeFirst();
    expect(xp?.total_earned).toBe(50);
  });

  it('abandons an active mission once; a refused abandon or Complete Step changes nothing', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const mission = (await missionsOf(captain)).get('Trading Basics')!;
    const step = await captain.visitor.request({ method: 'PUT', url: `/api/missions/${mission.id}/steps/${mission.steps[0]!.id}`, payload: { status: 'completed' }, headers: { 'x-character-id': String(captain.characterId) } });
    expect(step.statusCode).toBe(422);
    expect(step.json().message).toBe('This step completes as you play: Open Commodity Trading and buy any commodity at the local market.');
    expect(progressOf((await missionsOf(captain)).get('Trading Basics'))).toEqual([0]);
    expect((await captain.delete(`/api/missions/${mission.id}`)).statusCode).toBe(200);
    expect((await missionsOf(captain)).size).toBe(0);
    const again = await captain.delete(`/api/missions/${mission.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Only an active mission can be abandoned.');
    const other = await newCaptain(ctx.app, ctx.database.db);
    expect((await other.delete(`/api/missions/${mission.id}`)).statusCode).toBe(404);
    // Abandoned, the quest is offered again.
    const available = (await captain.get('/api/quest-progress/available')).json().available_quests.map((q: { key: string }) => q.key);
    expect(available).toContain('trading_basics');
  });

  it('a completed quest unlocks the next of its chain', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const available = async () => (await captain.get('/api/quest-progress/available')).json().available_quests.map((q: { key: string }) => q.key) as string[];
    expect(await available()).toContain('core_ledger');
    expect(await available()).not.toContain('core_courier');
    const quest = (await captain.get('/api/quest-progress/')).json().quests.find((q: { key: string }) => q.key === 'core_ledger');
    expect((await captain.post(`/api/quest-progress/start/${quest.id}`)).statusCode).toBe(200);
    expect((await captain.post(`/api/quest-progress/start/${quest.id}`)).statusCode).toBe(422);
    for (let n = 0; n < 5; n++) await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'trading_basics', progress: { tasks_completed: 1 }, source: { kind: 'market_buy', commodity_id: 1 } });
    const done = await captain.post(`/api/quest-progress/complete/${quest.id}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().quest.status).toBe('completed');
    expect(await available()).toContain('core_courier');
    const stats = (await captain.get('/api/quest-progress/')).json().stats;
    expect(stats.completed).toBe(1);
    expect(stats.total).toBe(stats.active + stats.completed + stats.available);
  });
});

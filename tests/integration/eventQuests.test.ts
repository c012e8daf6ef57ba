import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, QuestProgress, StartCombatResponse } from '../../src/shared/api';
import { festivalGood } from '../../src/shared/rules/missions/eventQuests';
import { eventHeadline } from '../../src/shared/rules/traffic/galacticEvents';
import type { GalacticEventKind } from '../../src/shared/rules/traffic/trafficTypes';
import { questExpiryTask } from '../../src/server/domains/missions/questExpiryTask';
import { offerEventQuests } from '../../src/server/domains/missions/offerEventQuests';
import { recordStartedEvents } from '../../src/server/domains/traffic/recordEvents';
import type { TickContext } from '../../src/server/sim/tickTask';
import { tickTasks } from '../../src/server/tickTasks';
import { loadGalaxy } from '../../src/server/domains/traffic/trafficWorldQuery';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { startingSystem } from '../support/marketTraders';
import { logLines } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, steerClear, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();
const DAY = 24 * 3600_000;
let nextEventId = 1000;

/** The systems one lane away from `systemId`, by id. */
async function neighboursOf(systemId: number): Promise<number[]> {
  const lanes = await ctx.database.db.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id']).where((eb) => eb.or([eb('from_area_id', '=', systemId), eb('to_area_id', '=', systemId)])).execute();
  return lanes.map((lane) => (lane.from_area_id === systemId ? lane.to_area_id : lane.from_area_id)).sort((a, b) => a - b);
}

/** A neighbour of the starting system, safe to fly to (danger 1), and its name. */
async function eventSystem(index: number): Promise<{ id: number; name: string }> {
  const db = ctx.database.db;
  const id = (await neighboursOf(await startingSystem(db)))[index]!;
  await db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', id).execute();
  return db.selectFrom('super_areas').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A commodity sold both at the starting system and at `systemId`, made cheap at home and dear there. */
async function tradeGood(systemId: number, pick: (ids: number[]) => number = (ids) => ids[0]!): Promise<number> {
  const db = ctx.database.db;
  const home = await startingSystem(db);
  const shared = await db.selectFrom('markets as a').innerJoin('markets as b', 'b.commodity_id', 'a.commodity_id').select('a.commodity_id').where('a.super_area_id', '=', home).where('b.super_area_id', '=', systemId).orderBy('a.commodity_id').execute();
  const commodityId = pick(shared.map((row) => row.commodity_id));
  const { reference_stock } = await db.selectFrom('commodities').select('reference_stock').where('id', '=', commodityId).executeTakeFirstOrThrow();
  await db.updateTable('markets').set({ stock: reference_stock * 16 }).where('super_area_id', '=', home).where('commodity_id', '=', commodityId).execute();
  await db.updateTable('markets').set({ stock: 1 }).where('super_area_id', '=', systemId).where('commodity_id', '=', commodityId).execute();
  return commodityId;
}

/**
 * An event breaks out now, lasting `days` real days: recorded as the traffic tick records one, then
 * the galaxy clock's event quests task (right after the traffic's) writes its quest, and the tick ends.
 */
async function breakOut(kind: GalacticEventKind, system: { id: number; name: string }, commodityId: number | null = null, id = nextEventId++, days = 3): Promise<number> {
  const db = ctx.database.db;
  const event = { id, kind, systemId: system.id, commodityId, startMinute: 0, endMinute: days * 24 * 60 };
  const commodity = commodityId === null ? undefined : (await db.selectFrom('commodities').select('name').where('id', '=', commodityId).executeTakeFirstOrThrow()).name;
  const now = ctx.clock.now();
  await db.transaction().execute((trx) => recordStartedEvents(trx, [{ event, headline: eventHeadline(kind, system.name, commodity), startsAt: now, endsAt: new Date(now.getTime() + days * DAY) }]));
  const task = tickTasks(ctx.app.places).find((t) => t.name === 'event quests')!;
  await task.run({ db, now } as TickContext);
  // Then the tick's end, which every server process hears: the caches built on the tick forget (the quest book too).
  ctx.app.marketChanges.changed('all');
  // A second tick writes nothing more.
  expect(await offerEventQuests(db, now)).toBe(0);
  return id;
}

const journal = async (captain: Captain) => (await captain.get('/api/quest-progress/')).json<{ quests: QuestProgress[] }>().quests;
const questOf = async (captain: Captain, eventId: number) => (await journal(captain)).find((q) => q.key === `galactic_event_${eventId}`);

/** Takes the event's quest from the journal, where it is offered. */
async function take(captain: Captain, eventId: number): Promise<QuestProgress> {
  const offered = await questOf(captain, eventId);
  expect(offered?.status).toBe('available');
  expect(offered!.event_time_remaining).toBeGreaterThan(0);
  const started = await captain.post(`/api/quest-progress/start/${offered!.id}`);
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ quest: QuestProgress }>().quest;
}

const progress = async (captain: Captain, eventId: number) => (await questOf(captain, eventId))?.quest.steps.map((s) => s.progress);

async function trade(captain: Captain, side: 'buy' | 'sell', commodityId: number, quantity: number) {
  const response = await captain.post(`/api/market/${side}`, { commodity_id: commodityId, quantity });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transaction as { final_total: number; profit?: number };
}

/** Flies the captain one jump to `systemId` (a start that meets no travel event) and lands it. */
async function fly(captain: Captain, systemId: number): Promise<void> {
  steerClear(ctx.clock, captain.characterId, [1]);
  const option = await directOption(captain, systemId);
  const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: systemId });
  expect(started.statusCode, started.body).toBe(200);
  ctx.clock.advance(DAY / 4);
  expect(['idle', 'completed']).toContain((await travelStatus(captain)).status);
}

/** Wins a fight against an enemy of the system the captain stands in. */
async function winFightIn(captain: Captain, systemId: number): Promise<void> {
  const db = ctx.database.db;
  await db.updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', '=', captain.characterId).execute();
  const enemy = await db.selectFrom('enemies').select('id').where('super_area_id', '=', systemId).where('spawned', '=', false).orderBy('level').executeTakeFirstOrThrow();
  const started = await captain.post('/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
  expect(started.statusCode, started.body).toBe(200);
  let session = started.json<StartCombatResponse>().session;
  for (let n = 0; n < 200 && session.status === 'active'; n++) {
    const response = await captain.post(`/api/swg-combat/session/${session.id}/action`, { action: 'attack', turn_number: session.turn_number });
    expect(response.statusCode, response.body).toBe(200);
    session = response.json<CombatActionResponse>().session;
  }
  expect(session.status).toBe('victory');
}

/** Where the captain's purse and ledger stand before the act that finishes a quest. */
async function mark(captain: Captain) {
  const last = await ctx.database.db.selectFrom('credit_ledger').select((eb) => eb.fn.max('id').as('id')).where('character_id', '=', captain.characterId).executeTakeFirstOrThrow();
  return { credits: await captain.credits(), ledgerId: Number(last.id) };
}

/**
 * The quest paid itself: completed in the journal, its credits in one ledger row of its run (other
 * quests the same act finished, the tutorial's first trade run, pay their own), its line in the
 * captain's log, and every ledger replays.
 */
async function expectPaid(captain: Captain, eventId: number, name: string, credits: number, before: Awaited<ReturnType<typeof mark>>, earned: number): Promise<void> {
  const quest = await questOf(captain, eventId);
  expect(quest?.status).toBe('completed');
  const rewards = await ctx.database.db.selectFrom('credit_ledger').select(['amount', 'reference_type', 'reference_id']).where('character_id', '=', captain.characterId).where('reason', '=', 'quest_reward').where('id', '>', before.ledgerId).execute();
  expect(rewards).toContainEqual({ amount: credits, reference_type: 'character_quest', reference_id: quest!.mission_id });
  expect(await captain.credits()).toBe(before.credits + earned + rewards.reduce((sum, r) => sum + r.amount, 0));
  expect(await logLines(ctx.database.db, captain.characterId, 'MissionCompleted')).toContain(`Mission completed: ${name}. Reward: ${credits.toLocaleString('en-US')} credits.`);
  await expectEveryLedgerToReplay(ctx.database.db);
}

/** Once the event is over its quest is offered no more. */
async function expectGoneAfterEnd(captain: Captain, eventId: number, days = 3): Promise<void> {
  ctx.clock.advance(days * DAY);
  expect(await questOf(captain, eventId)).toBeUndefined();
  expect((await (await newCaptain(ctx.app, ctx.database.db)).get('/api/quest-progress/available')).json().available_quests.map((q: QuestProgress) => q.key)).not.toContain(`galactic_event_${eventId}`);
}

describe('event quests', () => {
  it('a shortage: buy the short commodity, fly in, sell it there; a sale elsewhere does not count', async () => {
    const system = await eventSystem(0);
    const commodityId = await tradeGood(system.id);
    const eventId = await breakOut('shortage', system, commodityId);
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const quest = await take(captain, eventId);
    const { name: commodity } = await ctx.database.db.selectFrom('commodities').select('name').where('id', '=', commodityId).executeTakeFirstOrThrow();
    expect(quest).toMatchObject({ name: `Shortage at ${system.name}: ${commodity}`, category: 'Galactic event', region: system.name, status: 'active' });
    expect(quest.time_remaining).toBe(3 * 24 * 3600);

    await trade(captain, 'buy', commodityId, 6);
    await trade(captain, 'sell', commodityId, 1);
    expect(await progress(captain, eventId)).toEqual([1, 0, 0]);
    await fly(captain, system.id);
    expect(await progress(captain, eventId)).toEqual([1, 1, 0]);
    const before = await mark(captain);
    const sale = await trade(captain, 'sell', commodityId, 5);
    await expectPaid(captain, eventId, quest.name, 1500, before, sale.final_total);
    await expectGoneAfterEnd(captain, eventId);
  });

  it('a boom: fly in with cargo and sell it there at a profit twice; a taken run lapses with the event', async () => {
    const system = await eventSystem(1);
    const commodityId = await tradeGood(system.id);
    const eventId = await breakOut('boom', system);
    const [captain, idler] = [await newCaptain(ctx.app, ctx.database.db), await newCaptain(ctx.app, ctx.database.db)];
    const quest = await take(captain, eventId);
    expect(quest.quest.steps.map((s) => s.target_type)).toEqual(['visit', 'sell_profit']);
    await take(idler, eventId);

    await trade(captain, 'buy', commodityId, 6);
    await trade(idler, 'buy', commodityId, 6);
    await fly(captain, system.id);
    const before = await mark(captain);
    const first = await trade(captain, 'sell', commodityId, 3);
    expect(await progress(captain, eventId)).toEqual([1, 1]);
    const second = await trade(captain, 'sell', commodityId, 3);
    await expectPaid(captain, eventId, quest.name, 1200, before, first.final_total + second.final_total);

    // The idler's run ends with the event: nothing more counts, nothing is paid.
    await fly(idler, system.id);
    ctx.clock.advance(3 * DAY);
    await questExpiryTask.run({ db: ctx.database.db, now: ctx.clock.now() } as TickContext);
    await trade(idler, 'sell', commodityId, 6);
    const run = await ctx.database.db.selectFrom('character_quests as cq').innerJoin('quests as q', 'q.id', 'cq.quest_id').select(['cq.id', 'cq.status']).where('cq.character_id', '=', idler.characterId).where('q.galactic_event_id', '=', eventId).executeTakeFirstOrThrow();
    expect(run.status).toBe('abandoned');
    const paidRun = await ctx.database.db.selectFrom('credit_ledger').select('id').where('reference_type', '=', 'character_quest').where('reference_id', '=', run.id).execute();
    expect(paidRun).toEqual([]);
    expect(await questOf(idler, eventId)).toBeUndefined();
  });

  it('a blockade: run it, win a fight there, and sell the stranded market supplies', async () => {
    const system = await eventSystem(2);
    const commodityId = await tradeGood(system.id);
    const eventId = await breakOut('blockade', system);
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const quest = await take(captain, eventId);
    expect(quest.name).toBe(`Blockade at ${system.name}`);

    await trade(captain, 'buy', commodityId, 2);
    await winFightIn(captain, await startingSystem(ctx.database.db));
    expect(await progress(captain, eventId)).toEqual([0, 0, 0]);
    await fly(captain, system.id);
    await winFightIn(captain, system.id);
    expect(await progress(captain, eventId)).toEqual([1, 1, 0]);
    const before = await mark(captain);
    const sale = await trade(captain, 'sell', commodityId, 2);
    await expectPaid(captain, eventId, quest.name, 2500, before, sale.final_total);
    await expectGoneAfterEnd(captain, eventId);
  });

  it("a festival: bring the festival's good from another market and sell it there", async () => {
    const system = await eventSystem(0);
    const galaxy = (await loadGalaxy(ctx.database.db))!;
    // An event id whose festival good the starting system sells too.
    const home = await startingSystem(ctx.database.db);
    const soldAtHome = new Set(galaxy.world.markets.filter((m) => m.systemId === home).map((m) => m.commodityId));
    const eventId = Array.from({ length: 50 }, (_, n) => nextEventId + n).find((id) => soldAtHome.has(festivalGood(galaxy.world.markets, system.id, id) ?? -1))!;
    nextEventId = eventId + 1;
    const good = festivalGood(galaxy.world.markets, system.id, eventId)!;
    await tradeGood(system.id, () => good);
    await breakOut('festival', system, null, eventId);
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const quest = await take(captain, eventId);
    expect(quest.name).toBe(`Festival at ${system.name}`);
    expect(quest.quest.steps.map((s) => s.target_type)).toEqual(['buy', 'visit', 'sell']);

    await trade(captain, 'buy', good, 3);
    await fly(captain, system.id);
    const before = await mark(captain);
    const sale = await trade(captain, 'sell', good, 3);
    await expectPaid(captain, eventId, quest.name, 1200, before, sale.final_total);
    await expectGoneAfterEnd(captain, eventId);
  });
});

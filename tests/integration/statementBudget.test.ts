import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import { firstStockedCommodity } from '../support/marketTraders';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { countingDatabase, type StatementLog } from '../support/statementCounter';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import type { QuestTargetType } from '../../src/shared/rules/missions/questSteps';
import { Visitor } from '../support/testApp';
import { neighbour, steerClear, steerToEvent } from '../support/travelHelpers';
import { settleDueJourneys } from '../../src/server/domains/travel/settleJourney';
import type { TravelOption } from '../../src/shared/api';

/**
 * The SQL statements each endpoint the client polls may send, the session read included (a cold
 * session: a new session id per measured request, so no cached session hides its statement).
 * Issue 13: a hot read is one statement after the session, whatever domains join the Character.
 */
const READ_BUDGET = 2;
/**
 * A buy or a sale (issue 40): the session, then ONE round trip to PostgreSQL: the
 * `market_trade_admitted` call, which first counts the trading rate limit and claims the
 * Idempotency-Key (the request's admission, migration 0030f: no statement of its own), then is the
 * `market_buy` / `market_sell` call, which locks the
 * character, the ship and the market (and a sale's cargo line), prices the order under those locks
 * and writes the stock, the hold, the trade record, the credits with their ledger row, a sale's
 * experience and the captain's log lines, in one statement (its own transaction:
 * no BEGIN, no COMMIT, no row lock held across a round trip).
 */
const ONE_CALL_TRADE_BUDGET = 2;
/**
 * A buy a quest hears (a newcomer's tutorial): the call counts the rate limit and claims the key,
 * and answers so before it locks anything; then the full act, after the session and the call: one
 * transaction: BEGIN, lock the character, the traveller check, lock the ship and the market (with
 * the hold's units and the trader's skill modifiers, issue 15: the price bonus rides along in that
 * statement, so skills cost the buy no statement of its own), the stock + hold + trade record (one
 * statement), the credits with their ledger row (one statement), the mission progress report (one
 * statement reading the active quest steps, issue 18; a buy that advances a step adds their update
 * and its MissionStepUpdated log line), the captain's log, COMMIT. The ledger row costs no
 * statement of its own, nor the hold's line the answer carries (issue 40: RETURNING).
 */
const BUY_BUDGET = 13; // 11, and 2 when the buy moves a step: the tutorial's first buy does.
/**
 * A refuel no quest hears and an item shop's purchase (issue 40): the session, the trading rate
 * limit's counters where the route has one (the shop's; refuelling has none), then ONE round trip:
 * the `ship_refuel` / `shop_buy_item` / `shop_buy_crafted` call (migration 0030a), which locks the
 * character (and the ship, or the shelf row), decides under the locks and writes the fuel or the
 * new item, the credits with their ledger row and the captain's log line, in one statement of its
 * own transaction.
 */
const ONE_CALL_REFUEL_BUDGET = 2;
const ONE_CALL_SHOP_BUY_BUDGET = 3;

/**
 * A chat message (issue 40: one every two minutes a player): the session, the chat rate limit's
 * counters, the character's channels, and the message's row with the sender's name read back in
 * its RETURNING.
 */
const CHAT_BUDGET = 4;
/**
 * A fight's start (issue 40), sent with an Idempotency-Key as the client sends it: the session, the
 * key's claim, then one transaction: BEGIN, lock the character, the traveller check, the enemy with
 * its loot table and the system of the character's place (one statement), the lock of the fighter's
 * combat row with whether it already fights (one statement), the session's insert with its log and
 * its fighters' names read back (one statement), the captain's log, COMMIT; then the answer's write
 * (after it is sent, with the answers sent around it).
 */
const FIGHT_START_BUDGET = 11;
/**
 * A fight's turn, one fighter alone against its opponent and the fight going on (issue 40), with
 * its Idempotency-Key: the session, the key's claim, then one transaction (nothing read before the
 * locks: who else stands is guessed from the fight's last turn, nobody for a fight alone, and the
 * session's idleness is checked under its lock): BEGIN, lock the character and
 * the session (one statement, the character's lock first), lock the fighter's combat row with its
 * learned modifiers, weapon skills, worn gear, carried weight and the session's allies (one
 * statement), the pools + session + turn's log rows + the turn's captain's log lines written with
 * the session's whole log and its fighters' names read back (one statement), COMMIT; then the
 * answer's write (after it is sent, with the answers sent around it). The answer's HAM is what was
 * saved: no second read of the fighter's row.
 */
const FIGHT_TURN_BUDGET = 8;

/**
 * A journey's start (issue 40: one every five minutes a player), without an Idempotency-Key: the
 * session, the travel rate limit's counters, the due-journeys check, then one transaction: BEGIN,
 * lock the character, the traveller check, the traveller, the systems (the lanes are cached per content change), the ship, the
 * destination's shuttleport, the forced encounter taken, the fuel, the journey, the credits with
 * their ledger row, the mission progress report, the party, COMMIT. The answer reads nothing.
 */
const JOURNEY_START_BUDGET = 17;
/**
 * The travel options a player reads before a journey, with a destination's interplanetary options,
 * and the interplanetary route read (issue 40): the session, then ONE statement: the character
 * where it stands, its active ship as it flies it, every system's danger level (play moves them
 * without a notice: never cached) and whether a journey of its is due to settle. The systems, their
 * planets and traded commodities, the places and the lanes are content, read once per content change.
 */
const TRAVEL_OPTIONS_BUDGET = 2;
/**
 * A hyperspace journey's arrival with its ship (issue 40), as the journey alarm and the galaxy
 * clock settle it: the due-journeys scan (with whose journey and which ship), then one transaction:
 * BEGIN, lock the character, the ship and the journey (one statement, in that order, with the
 * journey's row and the hull), the character's place + the journey's completion + the hull's wear
 * (one statement), the pilot's experience, the mission progress report, the first visit of the
 * destination, its scouting experience, the party, the captain's log, COMMIT. The destination's
 * place is the place directory's.
 */
const ARRIVAL_BUDGET = 11;
/**
 * A random event striking a journey (issue 40): the due-journeys scan, then one transaction:
 * BEGIN, lock the character, the ship and the journey (one statement, with the hull the event's
 * damage reads), the journey paused with its event (the paused row comes back in RETURNING), the
 * captain's log, COMMIT.
 */
const EVENT_STRIKE_BUDGET = 6;

let database: TestDatabase;
let counting: ReturnType<typeof countingDatabase>;
let app: FastifyInstance;
let clock: ManualClock;
/** How many statements the log held when the last answer was sent (work after it is not counted). */
let statementsAtAnswer = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  counting = countingDatabase(database.url);
  clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  app = await buildApp({ config: testConfig(), db: counting.db, clock }, { logger: false });
  app.addHook('onSend', async () => {
    statementsAtAnswer = counting.log.statements.length;
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await counting?.close();
  await database?.drop();
});

/**
 * Sends one request on a session no cache has seen and returns what it cost in statements. The
 * request (or `warmUp`, for an act that must not happen twice) is sent once before, on the captain's
 * own session, so the server's read-through caches (places, the galaxy, the commodity catalogue)
 * are as warm as they are in play.
 */
async function measured(captain: Captain, userId: number, send: () => ReturnType<Captain['get']>, warmUp: () => Promise<unknown> = send): Promise<{ status: number; body: string; statements: string[] }> {
  await warmUp();
  const fresh = await app.sessions.create(userId, { ip: '127.0.0.1', userAgent: 'budget' });
  captain.visitor.cookie = fresh.id;
  captain.visitor.csrfToken = fresh.csrfToken;
  const log: StatementLog = counting.log;
  log.clear();
  const response = await send();
  return { status: response.statusCode, body: response.body, statements: [...log.statements] };
}

async function userOf(captain: Captain): Promise<number> {
  const row = await database.db.selectFrom('characters').select('user_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
  return row.user_id;
}

/** The commodity a newcomer's tutorial (Trading Basics) asks it to buy here. */
async function tutorialCommodity(captain: Captain): Promise<number> {
  const step = await database.db
    .selectFrom('character_quest_steps as s')
    .innerJoin('character_quests as q', 'q.id', 's.character_quest_id')
    .innerJoin('quest_steps as qs', 'qs.id', 's.quest_step_id')
    .select('s.target_id')
    .where('q.character_id', '=', captain.characterId)
    .where('q.status', '=', 'active')
    .where('qs.target_type', '=', 'buy')
    .executeTakeFirstOrThrow();
  if (step.target_id === null) throw new Error('the tutorial names no commodity');
  return step.target_id;
}

/** A jump to the nearest neighbour, made safe (danger 1, so no event interrupts it), and how to start it. */
async function quietJump(captain: Captain) {
  const destination = await neighbour(captain);
  await database.db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destination.id).execute();
  const options = await captain.get(`/api/travel/options/interplanetary?destinationId=${destination.id}`);
  const route = options.json().options.direct[0].route.id as number;
  return { destination, start: () => captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: route, destination_id: destination.id }) };
}

function expectWithin(cost: { status: number; body: string; statements: string[] }, budget: number): void {
  expect(cost.status, cost.body).toBe(200);
  expect(cost.statements.length, `statements sent:\n${cost.statements.join('\n')}`).toBeLessThanOrEqual(budget);
}

/** A polled read's one statement is a named prepared statement: parsed and planned once per connection. */
function expectPrepared(cost: { statements: string[] }): void {
  expect(cost.statements.at(-1)).toContain('starlane:prepared');
}

describe('statement budget of the hot endpoints', () => {
  it('answers forgot-password with the same statements for an address with an account and one without (issue 34)', async () => {
    await new Visitor(app).register('budget-known@example.com');
    clock.advance(61_000); // the registration's verification mail is out of this minute's window
    const beforeAnswer = async (email: string) => {
      const visitor = await new Visitor(app).start();
      counting.log.clear();
      const response = await visitor.post('/forgot-password', { email });
      expect(response.statusCode).toBe(200);
      return counting.log.statements.slice(0, statementsAtAnswer);
    };
    const known = await beforeAnswer('budget-known@example.com');
    const unknown = await beforeAnswer('nobody-at-all@example.com');
    expect(known).toEqual(unknown);
    // The reset link is stored (and mailed) after the answer.
    expect(await database.db.selectFrom('password_reset_tokens').select('user_id').execute()).toHaveLength(1);
  });

  it('reads the session once for the first reads of a page, sent together on a session no cache has seen (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const reads = ['/api/characters/' + captain.characterId, '/api/market/data', '/api/ship/status', '/api/travel/status'];
    const cost = await measured(captain, user, async () => {
      const answers = await Promise.all(reads.map((url) => captain.get(url)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      return answers[0]!;
    });
    expect(cost.statements.filter((statement) => /from "sessions"/.test(statement))).toHaveLength(1);
  });

  it('reads the Character, the character list, the ship status, the contracts, the market and the party locations in one statement after the session', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    await app.galaxyClock.tick(); // contract offers on the board, so the list has rows to read
    expect((await captain.post('/api/party/create', {})).statusCode).toBe(201); // a party, so its locations have a row
    for (const url of [
      `/api/characters/${captain.characterId}`,
      '/api/my-characters',
      '/api/ship/status',
      '/api/trading-contracts',
      '/api/trading-contracts/active',
      '/api/market/data',
      '/api/travel/status',
      '/api/party/locations',
    ]) {
      const cost = await measured(captain, user, () => captain.get(url));
      expectWithin(cost, READ_BUDGET);
      expectPrepared(cost);
    }
  });

  it("starts a journey in one transaction and answers from what it wrote (issue 40)", async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const { destination, start } = await quietJump(captain);
    // The place directory's read-through cache knows the destination's shuttleport, as it does in play.
    const port = await database.db.selectFrom('places').select('id').where('super_area_id', '=', destination.id).where('place_type', '=', 'shuttleport').executeTakeFirstOrThrow();
    const cost = await measured(captain, user, start, () => app.places.get(port.id));
    expect(cost.status, cost.body).toBe(200);
    expect(cost.statements.length, cost.statements.join('\n')).toBeLessThanOrEqual(JOURNEY_START_BUDGET);
    // Nothing is read after COMMIT: the answer's journey, credits and fuel are what the act wrote.
    expect(cost.statements.at(-1)).toMatch(/^commit/i);
    expect(cost.body).toContain('"credits_remaining"');
  });

  it('keeps the Character, the travel status and the ship status at one statement during a journey', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const started = await (await quietJump(captain)).start();
    expect(started.statusCode, started.body).toBe(200);
    for (const url of [`/api/characters/${captain.characterId}`, '/api/travel/status', '/api/ship/status', '/api/my-characters']) {
      expectWithin(await measured(captain, user, () => captain.get(url)), READ_BUDGET);
    }
    // Once the journey is due, the read that notices settles it (rare: the clock settles the rest)...
    clock.advance(24 * 60 * 60 * 1000);
    const arriving = await measured(captain, user, () => captain.get('/api/travel/status'));
    expect(arriving.status).toBe(200);
    expect(arriving.body).toContain('"status":"completed"');
    // ...and from then on the read is one statement again.
    expectWithin(await measured(captain, user, () => captain.get(`/api/characters/${captain.characterId}`)), READ_BUDGET);
    expectWithin(await measured(captain, user, () => captain.get('/api/travel/status')), READ_BUDGET);
  });

  it('reads the travel options and the interplanetary route in one statement after the session (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const destination = await neighbour(captain);
    for (const url of ['/api/travel/options', `/api/travel/options?destinationId=${destination.id}`, `/api/travel/options/interplanetary?destinationId=${destination.id}`]) {
      const cost = await measured(captain, user, () => captain.get(url));
      expectWithin(cost, TRAVEL_OPTIONS_BUDGET);
      expectPrepared(cost);
    }
  });

  it('lands a hyperspace journey and strikes a random event in one transaction of few statements each (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const settleDue = async () => {
      counting.log.clear();
      expect(await settleDueJourneys({ db: counting.db, broadcaster: app.broadcaster, facts: app.facts, places: app.places }, clock.now(), [captain.characterId])).toBe(1);
      return [...counting.log.statements];
    };
    const fly = async (destinationId: number, danger: number, steer: () => void) => {
      await database.db.updateTable('super_areas').set({ danger_level: danger }).where('id', '=', destinationId).execute();
      const option = (await captain.get(`/api/travel/options/interplanetary?destinationId=${destinationId}`)).json().options.direct[0] as TravelOption;
      steer();
      const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destinationId });
      expect(started.statusCode, started.body).toBe(200);
      return option;
    };
    const destination = await neighbour(captain);
    await fly(destination.id, 1, () => steerClear(clock, captain.characterId, [1]));
    clock.advance(24 * 60 * 60 * 1000);
    const arrival = await settleDue();
    expect(arrival.length, arrival.join('\n')).toBeLessThanOrEqual(ARRIVAL_BUDGET);
    expect(arrival.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(2);
    expect(await database.db.selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select('p.super_area_id').where('c.id', '=', captain.characterId).executeTakeFirstOrThrow()).toEqual({ super_area_id: destination.id });

    const onward = await neighbour(captain, (d) => d.id !== destination.id);
    const option = await fly(onward.id, 8, () => steerToEvent(clock, captain.characterId, [8], 'pirates'));
    clock.advance(Math.floor(option.real_time * 1000 * 0.6));
    const strike = await settleDue();
    expect(strike.length, strike.join('\n')).toBeLessThanOrEqual(EVENT_STRIKE_BUDGET);
    expect(strike.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(2);
    expect((await captain.get('/api/travel/status')).json().status).toBe('event');
  });

  it('buys and sells in one round trip to PostgreSQL each once no quest hears the trade (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    await database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', captain.characterId).execute();
    const commodityId = await firstStockedCommodity(database.db, captain.characterId);
    for (const action of ['buy', 'sell'] as const) {
      const cost = await measured(captain, user, () => captain.post(`/api/market/${action}`, { commodity_id: commodityId, quantity: 1 }));
      expectWithin(cost, ONE_CALL_TRADE_BUDGET);
      expect(cost.body).toContain('"success":true');
      expect(cost.statements.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(0);
      expect(cost.statements.at(-1)).toContain('market_trade_admitted(');
    }
  });

  it('sends a chat message in four statements, the session included (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const cost = await measured(captain, user, () => captain.post('/api/chat/messages', { channel: 'system', body: 'Prices look good here today.' }));
    expect(cost.status, cost.body).toBe(201);
    expect(cost.statements.length, cost.statements.join('\n')).toBeLessThanOrEqual(CHAT_BUDGET);
  });

  it("claims a trade's Idempotency-Key in the trade's own call and writes its answer after it is sent (issue 40)", async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    await database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', captain.characterId).execute();
    const commodityId = await firstStockedCommodity(database.db, captain.characterId);
    const buy = (key: string) => captain.visitor.request({ method: 'POST', url: '/api/market/buy', payload: { commodity_id: commodityId, quantity: 1 }, headers: { 'x-character-id': String(captain.characterId), 'idempotency-key': key } });
    const cost = await measured(captain, user, () => buy('budget-buy'), () => buy('budget-warm-up'));
    expect(cost.status, cost.body).toBe(200);
    const beforeAnswer = cost.statements.slice(0, statementsAtAnswer);
    expect(beforeAnswer, beforeAnswer.join('\n')).toHaveLength(ONE_CALL_TRADE_BUDGET);
    expect(beforeAnswer[1]).toContain('market_trade_admitted(');
    // The answer is written once sent: one statement, which carries every answer sent around it.
    expect(cost.statements.slice(statementsAtAnswer)).toEqual([expect.stringMatching(/^\s*UPDATE idempotency_keys/)]);
  });

  it("hears a newcomer's trades only where the tutorial's steps move: its first buy and its sale at a profit (issue 40)", async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const commodityId = await tutorialCommodity(captain);
    const inTransaction = (cost: { statements: string[] }) => cost.statements.some((s) => /^begin/i.test(s));
    const tutorialStep = async (kind: QuestTargetType) => {
      const row = await database.db
        .selectFrom('character_quest_steps as s')
        .innerJoin('character_quests as q', 'q.id', 's.character_quest_id')
        .innerJoin('quest_steps as qs', 'qs.id', 's.quest_step_id')
        .select('s.progress')
        .where('q.character_id', '=', captain.characterId)
        .where('qs.target_type', '=', kind)
        .executeTakeFirstOrThrow();
      return row.progress;
    };
    const trade = (action: 'buy' | 'sell') => measured(captain, user, () => captain.post(`/api/market/${action}`, { commodity_id: commodityId, quantity: 1 }), () => captain.get('/api/market/data'));

    const firstBuy = await trade('buy');
    expect(firstBuy.body).toContain('"success":true');
    expect(inTransaction(firstBuy), 'the tutorial hears its first buy').toBe(true);
    expect(await tutorialStep('buy')).toBe(1);
    const secondBuy = await trade('buy');
    expectWithin(secondBuy, ONE_CALL_TRADE_BUDGET);
    expect(inTransaction(secondBuy)).toBe(false);
    // Another commodity than the one the tutorial names is not heard either.
    const other = await firstStockedCommodity(database.db, captain.characterId, { except: commodityId });
    const otherBuy = await measured(captain, user, () => captain.post('/api/market/buy', { commodity_id: other, quantity: 1 }), () => captain.get('/api/market/data'));
    expect(otherBuy.body).toContain('"success":true');
    expect(inTransaction(otherBuy)).toBe(false);

    // Sold where it was bought, the unit makes a loss: no step of the tutorial moves.
    const losingSale = await trade('sell');
    expectWithin(losingSale, ONE_CALL_TRADE_BUDGET);
    expect(losingSale.body).toContain('"success":true');
    expect(inTransaction(losingSale)).toBe(false);
    expect(await tutorialStep('sell_profit')).toBe(0);

    // A unit that cost nothing sells at a profit: the tutorial hears it, in the full act.
    await database.db.updateTable('ship_cargo').set({ total_cost: 0 }).where('commodity_id', '=', commodityId).execute();
    const profitableSale = await trade('sell');
    expect(profitableSale.body).toContain('"success":true');
    expect(inTransaction(profitableSale), 'the tutorial hears a sale at a profit').toBe(true);
    expect(await tutorialStep('sell_profit')).toBe(1);
  });

  it('buys in one transaction of few statements when a quest hears the buy', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const commodityId = await tutorialCommodity(captain);
    // Another newcomer's first buy warms the caches: this one's is the one its tutorial hears.
    const other = await newCaptain(app, database.db);
    const warmUp = () => other.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 });
    const cost = await measured(captain, user, () => captain.post('/api/market/buy', { commodity_id: commodityId, quantity: 1 }), warmUp);
    expectWithin(cost, BUY_BUDGET);
    expect(cost.body).toContain('"success":true');
    const transaction = cost.statements.slice(cost.statements.findIndex((s) => /^begin/i.test(s)));
    expect(transaction.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(2);
  });

  it('starts a fight and plays its turns in one transaction of few statements each (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    const act = (who: Captain, url: string, payload: object) => who.visitor.request({ method: 'POST', url, payload, headers: { 'x-character-id': String(who.characterId), 'idempotency-key': randomUUID() } });
    const enemy = (await captain.get('/api/swg-combat/opponents')).json().enemies[0] as { id: number };
    const start = (who: Captain) => act(who, '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
    // Another captain's start warms the caches: this captain's is its first.
    const other = await newCaptain(app, database.db);
    const started = await measured(captain, user, () => start(captain), () => start(other));
    expectWithin(started, FIGHT_START_BUDGET);
    const sessionId = JSON.parse(started.body).session.id as number;

    const turn = () => act(captain, `/api/swg-combat/session/${sessionId}/action`, { action: 'attack' });
    const played = await measured(captain, user, turn);
    expectWithin(played, FIGHT_TURN_BUDGET);
    expect(JSON.parse(played.body).session.status).toBe('active');
    expect(played.statements.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(2);
  });

  it('refuels and buys at an item shop (off the catalogue or the shelf) in one round trip to PostgreSQL each once no quest hears the act (issue 40)', async () => {
    const captain = await newCaptain(app, database.db);
    const user = await userOf(captain);
    await database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', captain.characterId).execute();
    await database.db.updateTable('ships').set({ fuel: 10 }).where('id', '=', captain.starterShipId).execute();
    const refuel = await measured(captain, user, () => captain.post('/api/ship/refuel', { fuel_amount: 1 }));
    expectWithin(refuel, ONE_CALL_REFUEL_BUDGET);
    expect(refuel.statements.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(0);
    expect(refuel.statements.at(-1)).toContain('ship_refuel(');

    const port = await database.db.selectFrom('characters').select('place_id').where('id', '=', captain.characterId).executeTakeFirstOrThrow();
    const stim = await database.db.selectFrom('item_templates').select('id').where('name', '=', 'Stim Pack').executeTakeFirstOrThrow();
    const buy = await measured(captain, user, () => captain.post('/api/shops/buy', { place_id: port.place_id, item_template_id: stim.id }));
    expectWithin(buy, ONE_CALL_SHOP_BUY_BUDGET);
    expect(buy.statements.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(0);
    expect(buy.statements.at(-1)).toContain('shop_buy_item(');

    // A crafted good off the shelf: the same (two like goods, as `measured` sends the request twice).
    const shelf = await database.db
      .insertInto('shop_crafted_stock')
      .values([1, 2].map((slot) => ({ place_id: port.place_id, slot: 900 + slot, item_template_id: stim.id, crafter_name: 'Ada Vell', quality_percent: 70, crafted_stats: JSON.stringify({}), price: 10, stocked_at: clock.now() })))
      .returning('id')
      .execute();
    const goods = shelf.map((row) => row.id);
    const crafted = await measured(captain, user, () => captain.post('/api/shops/buy-crafted', { place_id: port.place_id, stock_id: goods.shift() }));
    expectWithin(crafted, ONE_CALL_SHOP_BUY_BUDGET);
    expect(crafted.statements.filter((s) => /^(begin|commit)/i.test(s))).toHaveLength(0);
    expect(crafted.statements.at(-1)).toContain('shop_buy_crafted(');
  });
});

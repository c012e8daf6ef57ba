import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { adminVisitor } from '../support/adminVisitor';
import { connectPusher, subscribed, viaBroadcastingAuth } from '../support/realtimeClients';
import { playerWithCharacter, waitFor } from '../support/realtimeHarness';
import { redisAnswers, TEST_REDIS_URL, type ServerProcess } from '../support/realtimeRedis';
import { useServerPair } from '../support/serverPair';
import { Visitor } from '../support/testApp';

// Two real server processes on one PostgreSQL and one Redis, as the README's deployment section
// runs them: what a player does on one reaches players on the other, the galaxy clock ticks once
// between them, a content change clears both processes' caches, and the limits count across both.
const redisUp = await redisAnswers(TEST_REDIS_URL);
const title = redisUp
  ? `two server processes, one game (${TEST_REDIS_URL})`
  : `two server processes, one game: SKIPPED, no Redis answers at ${TEST_REDIS_URL} (set REDIS_URL; CI sets redis://127.0.0.1:6379)`;
if (!redisUp) console.warn(`[two processes] ${title}`);

const TICK_SECONDS = 2;
const CHAT_PER_ACCOUNT = 4;
// The server processes inherit these when the pair starts them.
process.env.TEST_GALAXY_CLOCK = 'on';
process.env.GALAXY_TICK_SECONDS = String(TICK_SECONDS);
process.env.RATE_LIMIT_CHAT_PER_ACCOUNT = String(CHAT_PER_ACCOUNT);

describe.skipIf(!redisUp)(title, () => {
  const pair = useServerPair();

  /** `visitor`'s request to a real server process, with its session, CSRF token and character. */
  async function call(on: ServerProcess, visitor: Visitor, method: string, path: string, body?: object): Promise<Response> {
    return fetch(`${pair.baseUrl(on)}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-api-version': '1',
        cookie: `${SESSION_COOKIE}=${visitor.cookie}`,
        'x-csrf-token': visitor.csrfToken,
        ...(visitor.characterId !== null ? { 'x-character-id': String(visitor.characterId) } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  // A newcomer's buy is the full act (its tutorial hears it); past the tutorial, one market_buy call (issue 40).
  it.each([['a newcomer', false], ['a trader past the tutorial', true]])('an act on process A reaches the player on process B (%s)', async (_who, pastTutorial) => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    if (pastTutorial) await pair.database.db.updateTable('character_quests').set({ status: 'abandoned' }).where('character_id', '=', characterId).execute();
    visitor.characterId = characterId;
    const channel = connectPusher(pair.on(pair.b), { channel: viaBroadcastingAuth(pair.baseUrl(pair.b), visitor) }).subscribe(characterChannelWireName(characterId));
    await subscribed(channel);
    const received: string[] = [];
    channel.bind_global((_event: string, data: { event_id?: string } | undefined) => {
      if (data?.event_id) received.push(data.event_id);
    });

    const market = (await (await call(pair.a, visitor, 'GET', '/api/market/data')).json()) as { market_intelligence: { market_data: Array<{ commodity_id: number; available_quantity: number }> } };
    const commodity = market.market_intelligence.market_data.find((item) => item.available_quantity > 0)!;
    const bought = await call(pair.a, visitor, 'POST', '/api/market/buy', { commodity_id: commodity.commodity_id, quantity: 1 });
    expect(bought.status, await bought.clone().text()).toBe(200);
    const eventIds = (bought.headers.get('x-event-ids') ?? '').split(',').filter(Boolean);
    expect(eventIds.length).toBeGreaterThan(0);
    await waitFor(() => eventIds.every((id) => received.includes(id)), `the buy's events (${eventIds.join(', ')}) on process B`, 5_000);
  });

  it('the galaxy clock ticks once a tick with both processes running it', async () => {
    const ticks = async () => Number((await pair.database.db.selectFrom('galaxy_clock').select('ticks').where('id', '=', 1).executeTakeFirstOrThrow()).ticks);
    const first = await ticks();
    const seconds = 4 * TICK_SECONDS + 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const ticked = (await ticks()) - first;
    // Each process's timer fires every tick: two clocks without the election would tick about twice as often.
    expect(ticked).toBeGreaterThanOrEqual(2);
    expect(ticked).toBeLessThanOrEqual(Math.ceil(seconds / TICK_SECONDS));
  });

  it('a content change made on process A clears the caches of A and B', async () => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    visitor.characterId = characterId;
    const names = async (on: ServerProcess) => ((await (await call(on, visitor, 'GET', '/api/commodities')).json()) as { commodities: Array<{ commodity_id: number; commodity: { name: string } }> }).commodities;
    const [before] = await names(pair.b);
    await names(pair.a);
    const operator = await adminVisitor(pair.setupApp, pair.database.db);
    const shown = (await (await call(pair.a, operator, 'GET', `/api/admin/objects/commodity/${before!.commodity_id}`)).json()) as { values: Record<string, unknown> };
    const renamed = `Renamed ${before!.commodity.name}`.slice(0, 40);
    const updated = await call(pair.a, operator, 'PUT', `/api/admin/objects/commodity/${before!.commodity_id}`, { ...shown.values, name: renamed });
    expect(updated.status, await updated.clone().text()).toBe(200);

    for (const on of [pair.a, pair.b]) {
      const deadline = Date.now() + 5_000;
      let name = '';
      while (Date.now() < deadline && name !== renamed) {
        name = (await names(on)).find((entry) => entry.commodity_id === before!.commodity_id)?.commodity.name ?? '';
        if (name !== renamed) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(name).toBe(renamed);
    }
  });

  type MarketData = { market_intelligence: { location: { id: number; name: string }; market_data: Array<{ commodity_id: number; available_quantity: number }> } };
  const ticks = async () => Number((await pair.database.db.selectFrom('galaxy_clock').select('ticks').where('id', '=', 1).executeTakeFirstOrThrow()).ticks);

  /**
   * Runs `scenario` until one run has no galaxy-clock tick in it: a tick forgets every cache, so a
   * change seen across a tick proves nothing about the change's own notice.
   */
  async function betweenTicks(scenario: () => Promise<boolean>): Promise<void> {
    for (let run = 0; run < 5; run++) {
      const before = await ticks();
      const seen = await scenario();
      if ((await ticks()) !== before) continue;
      expect(seen).toBe(true);
      return;
    }
    throw new Error('no run of the scenario fell between two ticks');
  }

  /** Polls `read` until `done` holds, for less than a tick. */
  async function within(read: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + (TICK_SECONDS * 1000) / 2;
    while (Date.now() < deadline) {
      if (await read()) return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return read();
  }

  it('a quest the content admin edits on process A is seen in the journal process B serves (issue 40: the quest book cached per change)', async () => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    visitor.characterId = characterId;
    const operator = await adminVisitor(pair.setupApp, pair.database.db);
    const quest = await pair.database.db.selectFrom('quests').select('id').where('key', '=', 'tank_check').executeTakeFirstOrThrow();
    const nameOn = async (on: ServerProcess) => ((await (await call(on, visitor, 'GET', '/api/quest-progress/')).json()) as { quests: Array<{ id: number; name: string }> }).quests.find((q) => q.id === quest.id)?.name;
    let edits = 0;
    await betweenTicks(async () => {
      expect(await nameOn(pair.b)).toBeDefined(); // B has the quest book cached now
      const shown = (await (await call(pair.a, operator, 'GET', `/api/admin/objects/quest/${quest.id}`)).json()) as { values: Record<string, unknown> };
      const renamed = `Tank Check ${++edits}`;
      const updated = await call(pair.a, operator, 'PUT', `/api/admin/objects/quest/${quest.id}`, { ...shown.values, name: renamed });
      expect(updated.status, await updated.clone().text()).toBe(200);
      return within(async () => (await nameOn(pair.b)) === renamed);
    });
  });

  it('a trade on process A is seen in the market data process B serves (issue 40: cached per change)', async () => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    visitor.characterId = characterId;
    const dataOn = async (on: ServerProcess) => (await (await call(on, visitor, 'GET', '/api/market/data')).json()) as MarketData;
    await betweenTicks(async () => {
      const shown = await dataOn(pair.b); // B has the system's market rows cached now
      const commodity = shown.market_intelligence.market_data.find((item) => item.available_quantity > 0)!;
      const bought = await call(pair.a, visitor, 'POST', '/api/market/buy', { commodity_id: commodity.commodity_id, quantity: 1 });
      expect(bought.status, await bought.clone().text()).toBe(200);
      const { transaction } = (await bought.json()) as { transaction: { new_stock: number } };
      return within(async () => (await dataOn(pair.b)).market_intelligence.market_data.find((item) => item.commodity_id === commodity.commodity_id)?.available_quantity === transaction.new_stock);
    });
  });

  it('a content change made on process A clears the galaxy map cached by A and B (issue 40: cached per change)', async () => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    visitor.characterId = characterId;
    const operator = await adminVisitor(pair.setupApp, pair.database.db);
    const here = ((await (await call(pair.a, visitor, 'GET', '/api/market/data')).json()) as MarketData).market_intelligence.location.id;
    const mapName = async (on: ServerProcess) =>
      ((await (await call(on, visitor, 'GET', '/api/galaxy-map')).json()) as { superAreas: Array<{ id: number; display_name: string }> }).superAreas.find((area) => area.id === here)?.display_name;
    await betweenTicks(async () => {
      await Promise.all([mapName(pair.a), mapName(pair.b)]); // both processes have the map cached now
      const shown = (await (await call(pair.a, operator, 'GET', `/api/admin/objects/super_area/${here}`)).json()) as { values: Record<string, unknown> };
      const renamed = `Charted ${Date.now()}`;
      const updated = await call(pair.a, operator, 'PUT', `/api/admin/objects/super_area/${here}`, { ...shown.values, display_name: renamed });
      expect(updated.status, await updated.clone().text()).toBe(200);
      const [onA, onB] = await Promise.all([within(async () => (await mapName(pair.a)) === renamed), within(async () => (await mapName(pair.b)) === renamed)]);
      return onA && onB;
    });
  });

  it('the login throttle and the rate limits count attempts on both processes together', async () => {
    await (await new Visitor(pair.setupApp).start()).register('two-processes@example.com', 'the right password');
    const attacker = await new Visitor(pair.setupApp).start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await call(attempt % 2 === 0 ? pair.a : pair.b, attacker, 'POST', '/login', { email: 'two-processes@example.com', password: `wrong ${attempt}` });
      expect(failed.status).toBe(422);
    }
    expect((await call(pair.a, attacker, 'POST', '/login', { email: 'two-processes@example.com', password: 'the right password' })).status).toBe(429);

    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    visitor.characterId = characterId;
    for (let n = 1; n <= CHAT_PER_ACCOUNT; n++) {
      const sent = await call(n % 2 === 0 ? pair.a : pair.b, visitor, 'POST', '/api/chat/messages', { channel: 'system', body: `message ${n}` });
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    expect((await call(pair.a, visitor, 'POST', '/api/chat/messages', { channel: 'system', body: 'one too many' })).status).toBe(429);
    expect((await call(pair.b, visitor, 'POST', '/api/chat/messages', { channel: 'system', body: 'one too many' })).status).toBe(429);
  });
});

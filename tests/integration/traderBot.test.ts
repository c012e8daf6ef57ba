import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBot } from '../../examples/trader-bot/src/bot';
import type { LedgerResponse } from '../../src/shared/api';
import { lastMailLink } from '../support/accountMail';
import { startingSystem } from '../support/marketTraders';
import { startLiveServer, type LiveServer } from '../support/realtimeHarness';
import { Visitor } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// The example bot of examples/trader-bot, as a player runs it: over HTTP with a personal API token
// against a listening server, hearing its arrivals on its private channel. Journeys are paced
// fast (a lane in about a second) and land on the server's own alarm, as in play.
let database: TestDatabase;
let server: LiveServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startLiveServer(database, { config: { travelTimeScale: 0.02 } });
  await server.app.journeyAlarm.start();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** A verified player with a character and a token that may read, trade and travel. */
async function playerWithToken(): Promise<{ player: Visitor; characterId: number; token: string }> {
  const player = new Visitor(server.app);
  const characterId = await player.playAs('trader-bot@example.com', 'Captain Autopilot');
  expect((await player.post(lastMailLink(server.app, 'trader-bot@example.com'))).statusCode).toBe(200);
  const created = await player.post('/user/api-tokens', { name: 'Trader bot', abilities: ['read', 'trade', 'travel'] });
  expect(created.statusCode, created.body).toBe(201);
  return { player, characterId, token: created.json<{ token: string }>().token };
}

describe('the example trader bot', () => {
  it('buys on the route finder’s best route, flies, sells, twice, and never runs out of credits', async () => {
    const { player, characterId, token } = await playerWithToken();
    const home = await database.db.selectFrom('super_areas').select('name').where('id', '=', await startingSystem(database.db)).executeTakeFirstOrThrow();
    const lines: string[] = [];

    const run = await runBot({ url: server.baseUrl, token, characterId, trades: 2, pusherKey: server.credentials.key }, (line) => lines.push(line));

    const transcript = lines.join('\n');
    expect(transcript).toContain(`listen  private-character.${characterId}`);
    expect(run.legs, transcript).toHaveLength(2);
    for (const leg of run.legs) {
      expect(leg.to, transcript).not.toBe(leg.from);
      expect(leg.units).toBeGreaterThan(0);
    }
    expect(lines.filter((line) => line.startsWith('buy ')), transcript).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('sell ')), transcript).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('arrive ')), transcript).toHaveLength(2);
    expect(run.lowestCredits).toBeGreaterThanOrEqual(0);
    // It heard a landing on its private channel (a landing the travel status showed first may beat its event).
    expect(run.arrivalsHeard, transcript).toBeGreaterThanOrEqual(1);

    // The game's own books agree: two buys and two sells in the ledger, no balance below zero.
    const ledger = (await player.get(`/api/characters/${characterId}/ledger?limit=200`)).json<LedgerResponse>();
    expect(ledger.entries.filter((entry) => entry.reason === 'market_buy')).toHaveLength(2);
    expect(ledger.entries.filter((entry) => entry.reason === 'market_sell')).toHaveLength(2);
    expect(ledger.entries.every((entry) => entry.balance_after >= 0)).toBe(true);
    expect(ledger.credits).toBe(run.credits);

    // It flew: the first leg left the starting system, and the character stands where the last leg ended.
    expect(run.legs[0]!.from).toBe(home.name);
    const character = (await player.get(`/api/characters/${characterId}`)).json<{ location: { super_area_id: number; superArea: { name: string } }; is_travelling: boolean }>();
    expect(character.is_travelling).toBe(false);
    expect(character.location.superArea.name).toBe(run.legs[1]!.to);
    const journeys = await database.db.selectFrom('journeys').select(['status']).where('character_id', '=', characterId).execute();
    expect(journeys.length).toBeGreaterThanOrEqual(2);
    expect(journeys.every((journey) => journey.status === 'completed')).toBe(true);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

/**
 * Issue 34: a character deleted in one session answered 500 for up to 2 s from another session of
 * the same account (the session cache still listed it). Now the delete drops the account's cached
 * sessions in every server process, and a row read as certain that is gone is a 404.
 */
const CHARACTER_ROUTES: { method: 'GET' | 'POST'; url: (id: number) => string; body?: object }[] = [
  { method: 'GET', url: () => '/api/ship/status' },
  { method: 'GET', url: () => '/api/swg-combat/character-data' },
  { method: 'GET', url: () => '/api/world/movement' },
  { method: 'POST', url: () => '/api/party/create', body: {} },
  { method: 'GET', url: () => '/api/guilds' },
  { method: 'POST', url: () => '/api/chat/mutes', body: { muted_character_id: 1 } },
  { method: 'GET', url: (id) => `/api/characters/${id}` },
  { method: 'POST', url: () => '/api/ship/refuel', body: { fuel_amount: 1 } },
];

describe('a character deleted in another session', () => {
  it('answers 404 in every other session of the account at once, never 500', async () => {
    const player = new Visitor(ctx.app);
    await player.playAs('two-browsers@example.com', 'Kept Pilot');
    const spare = await player.post('/api/characters', { name: 'Doomed Spare' });
    expect(spare.statusCode).toBe(201);
    const doomed = spare.json<{ id: number }>().id;
    // A second browser of the same account, whose cached session lists the doomed character.
    const other = new Visitor(ctx.app);
    await other.start();
    expect((await other.post('/login', { email: 'two-browsers@example.com', password: 'correct horse battery' })).statusCode).toBe(200);
    other.characterId = doomed;
    expect((await other.get('/api/ship/status')).statusCode).toBeLessThan(500);

    expect((await player.delete(`/api/characters/${doomed}`)).statusCode).toBe(200);
    for (const route of CHARACTER_ROUTES) {
      const answer = await other.request({ method: route.method, url: route.url(doomed), payload: route.body });
      expect(answer.statusCode, `${route.method} ${route.url(doomed)}: ${answer.body}`).toBe(404);
      expect(answer.json().message).toBe('Character not found.');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { allRouteEntries, fillPath, type RouteEntry } from '../../src/shared/api';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();
const entries = allRouteEntries();
let emails = 0;

/** A path for the entry with every parameter set to `id`. */
function pathOf(entry: RouteEntry, id = 1): string {
  return fillPath(entry.path, new Proxy({}, { get: () => id }));
}

describe('the route table', () => {
  it('is what the server serves: every entry is a route', () => {
    for (const entry of entries) {
      expect(ctx.app.hasRoute({ method: entry.method, url: entry.path }), `${entry.method} ${entry.path}`).toBe(true);
    }
  });

  it('asks a stranger to sign in before it looks at the payload, on every route that needs a player', async () => {
    const stranger = await new Visitor(ctx.app).start();
    for (const entry of entries.filter((e) => e.access !== 'public')) {
      const response = await stranger.request({ method: entry.method, url: pathOf(entry), payload: entry.method === 'GET' ? undefined : { nonsense: true } });
      expect(response.statusCode, `${entry.method} ${entry.path}`).toBe(401);
    }
  });

  it("refuses another player's character on every game route, and a missing one as not found", async () => {
    const owner = new Visitor(ctx.app);
    const ownersCharacter = await owner.playAs(`owner${++emails}@example.com`, `Owner ${emails}`);
    const intruder = new Visitor(ctx.app);
    await intruder.playAs(`intruder${++emails}@example.com`, `Intruder ${emails}`);
    intruder.characterId = ownersCharacter;
    for (const entry of entries.filter((e) => e.access === 'character')) {
      // A route whose path names its character acts for the one in the path; the others for the header's.
      const url = entry.characterParam ? fillPath(entry.path, { [entry.characterParam]: ownersCharacter }) : pathOf(entry);
      const payload = entry.method === 'GET' ? undefined : {};
      const response = await intruder.request({ method: entry.method, url, payload, headers: { 'x-character-id': String(ownersCharacter) } });
      expect(response.statusCode, `${entry.method} ${entry.path}`).toBe(403);
    }
    intruder.characterId = 2 ** 31 - 2;
    expect((await intruder.get('/api/ship/status')).statusCode).toBe(404);
  });

  it('asks for a character when a game call names none, and reads character_id from the body or query first', async () => {
    const player = new Visitor(ctx.app);
    const characterId = await player.playAs(`pilot${++emails}@example.com`, `Pilot ${emails}`);
    player.characterId = null;
    const none = await player.get('/api/ship/status');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.character_id).toEqual(['Select a character first.']);
    const malformed = await player.request({ method: 'GET', url: '/api/ship/status', headers: { 'x-character-id': 'abc' } });
    expect(malformed.statusCode).toBe(422);
    const byQuery = await player.get(`/api/ship/status?character_id=${characterId}`);
    expect(byQuery.statusCode).toBe(200);
  });

  it('lets a player act as a character made after the session was read', async () => {
    const player = new Visitor(ctx.app);
    await player.playAs(`twice${++emails}@example.com`, `First ${emails}`);
    // The session (with the characters it owned) is cached now; a second character is new to it.
    expect((await player.get('/api/ship/status')).statusCode).toBe(200);
    const second = await player.post('/api/characters', { name: `Second ${emails}` });
    player.characterId = second.json().id;
    const status = await player.get('/api/ship/status');
    expect(status.statusCode).toBe(200);
    expect(status.json().ship.name).toBe('Kestrel Courier');
  });
});

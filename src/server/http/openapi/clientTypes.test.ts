import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes } from './clientTypes';

// Issue 41: the example bot's types are generated from the API document (`npm run api:types`);
// committed, so a player can copy the bot, and checked here so they never fall behind the routes.
describe('the example bot API types', () => {
  it('match the document the server serves', async () => {
    const committed = await readFile(CLIENT_TYPES_FILE, 'utf8');
    const fresh = await clientTypes();
    expect(committed === fresh, `${CLIENT_TYPES_FILE} is stale: run npm run api:types`).toBe(true);
  }, 60_000);
});

import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/api';
import { lastMailLink } from '../support/accountMail';
import { marketRow, startingSystem } from '../support/marketTraders';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();

/** A verified player with a character, through the link of their verification mail. */
async function verifiedPlayer(email: string): Promise<Visitor> {
  const player = new Visitor(ctx.app);
  await player.playAs(email, `Captain ${email.split('@')[0]}`);
  expect((await player.post(lastMailLink(ctx.app, email))).statusCode).toBe(200);
  return player;
}

/** A call with the bearer token alone: no cookie, no CSRF token. */
function withToken(token: string, method: 'GET' | 'POST', url: string, characterId: number, payload?: object): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-api-version': '1', 'x-character-id': String(characterId) } });
}

async function grain(): Promise<number> {
  return (await marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Grain')).commodity_id;
}

describe('API tokens', () => {
  it('are for verified accounts only', async () => {
    const player = new Visitor(ctx.app);
    await player.register('unverified@example.com');
    const refused = await player.post('/user/api-tokens', { name: 'Bot', abilities: ['read'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(accountMessages.emailNotVerified);
    expect((await player.get('/api/user')).json().email_verified_at).toBeNull();
  });

  it('work as a bearer token without CSRF, only for what their abilities allow, until revoked', async () => {
    const player = await verifiedPlayer('tokens@example.com');
    const characterId = player.characterId!;
    const created = await player.post('/user/api-tokens', { name: 'Price watcher', abilities: ['read'] });
    expect(created.statusCode).toBe(201);
    const { token, api_token } = created.json();
    expect(token).toMatch(new RegExp(`^${api_token.id}\\|`));
    const stored = await ctx.database.db.selectFrom('personal_access_tokens').select('token_hash').where('id', '=', api_token.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token.split('|')[1]);

    const status = await withToken(token, 'GET', '/api/ship/status', characterId);
    expect(status.statusCode).toBe(200);
    const commodityId = await grain();
    const buy = await withToken(token, 'POST', '/api/market/buy', characterId, { commodity_id: commodityId, quantity: 1 });
    expect(buy.statusCode).toBe(403);
    const listed = (await player.get('/user/api-tokens')).json().tokens;
    expect(listed[0].last_used_at).not.toBeNull();

    expect((await player.put(`/user/api-tokens/${api_token.id}`, { abilities: ['read', 'trade'] })).statusCode).toBe(200);
    const allowed = await withToken(token, 'POST', '/api/market/buy', characterId, { commodity_id: commodityId, quantity: 1 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // The account pages take no tokens: only a browser session may manage them.
    expect((await ctx.app.inject({ method: 'GET', url: '/user/api-tokens', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);

    expect((await player.delete(`/user/api-tokens/${api_token.id}`)).statusCode).toBe(204);
    expect((await withToken(token, 'GET', '/api/ship/status', characterId)).statusCode).toBe(401);
  });

  it("can't act for another player's character, and a forged token is a stranger", async () => {
    const owner = await verifiedPlayer('owner-tokens@example.com');
    const other = await verifiedPlayer('other-tokens@example.com');
    const { token } = (await other.post('/user/api-tokens', { name: 'All', abilities: ['read', 'trade', 'travel', 'manage'] })).json();
    expect((await withToken(token, 'GET', '/api/ship/status', owner.characterId!)).statusCode).toBe(403);
    expect((await withToken(`${token.slice(0, -2)}zz`, 'GET', '/api/ship/status', other.characterId!)).statusCode).toBe(401);
    expect((await withToken('not a token', 'GET', '/api/ship/status', other.characterId!)).statusCode).toBe(401);
  });
});

describe('an API token on /broadcasting/auth', () => {
  const subscribe = (token: string, channel: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }).toString(),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });

  it("authorises its own character's private channel, with any ability and no CSRF token, and nobody else's", async () => {
    const player = await verifiedPlayer('listener@example.com');
    const other = await verifiedPlayer('stranger@example.com');
    const { token } = (await player.post('/user/api-tokens', { name: 'Listener', abilities: ['read'] })).json();
    const own = await subscribe(token, `private-character.${player.characterId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    expect((await subscribe(token, `private-character.${other.characterId}`)).statusCode).toBe(403);
    expect((await subscribe(`${token.slice(0, -1)}x`, `private-character.${player.characterId}`)).statusCode).toBe(401);
  });
});

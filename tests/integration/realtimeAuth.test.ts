import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { playerWithCharacter } from '../support/realtimeHarness';
import { useTestApp, Visitor } from '../support/testApp';

// /broadcasting/auth and /broadcasting/user-auth over HTTP, form-encoded as pusher-js posts them.
const ctx = useTestApp();

const SOCKET = '1234.5678';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

function postForm(visitor: Visitor, url: string, fields: Record<string, string>, csrf = true) {
  return visitor.request({ method: 'POST', url, payload: form(fields), headers: formHeaders, csrf });
}

/** The signature as Pusher documents it, computed here independently of the server's code. */
function expectedAuth(text: string): string {
  const { key, secret } = ctx.app.realtime.server.credentials;
  return `${key}:${createHmac('sha256', secret).update(text).digest('hex')}`;
}

describe('POST /broadcasting/auth', () => {
  it("signs socket_id:channel_name for the owner of the character's channel", async () => {
    const { visitor, characterId } = await playerWithCharacter(ctx.app);
    const channel = characterChannelWireName(characterId);
    const response = await postForm(visitor, '/broadcasting/auth', { socket_id: SOCKET, channel_name: channel });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: expectedAuth(`${SOCKET}:${channel}`) });
  });

  it("refuses another player's channel, a missing character and channels the game has no rule for with 403", async () => {
    const owner = await playerWithCharacter(ctx.app);
    const { visitor } = await playerWithCharacter(ctx.app);
    for (const channel of [characterChannelWireName(owner.characterId), 'private-character.999999', 'private-anything', 'presence-bridge']) {
      const response = await postForm(visitor, '/broadcasting/auth', { socket_id: SOCKET, channel_name: channel });
      expect(response.statusCode, channel).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it('answers 401 without a session or login, and 419 to a logged-in player without the CSRF token', async () => {
    const { visitor, characterId } = await playerWithCharacter(ctx.app);
    const fields = { socket_id: SOCKET, channel_name: characterChannelWireName(characterId) };

    const noSession = await ctx.app.inject({ method: 'POST', url: '/broadcasting/auth', payload: form(fields), headers: formHeaders });
    expect(noSession.statusCode).toBe(401);
    const anonymous = await new Visitor(ctx.app).start();
    expect((await postForm(anonymous, '/broadcasting/auth', fields)).statusCode).toBe(401);

    const noToken = await postForm(visitor, '/broadcasting/auth', fields, false);
    expect(noToken.statusCode).toBe(419);
    expect(noToken.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers malformed input with 422 field errors', async () => {
    const { visitor } = await playerWithCharacter(ctx.app);
    const response = await postForm(visitor, '/broadcasting/auth', { socket_id: 'abc', channel_name: 'no spaces allowed' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      socket_id: ['The socket id field format is invalid.'],
      channel_name: ['The channel name field format is invalid.'],
    });
  });
});

describe('POST /broadcasting/user-auth', () => {
  it("signs socket_id::user::user_data with the player's id and name", async () => {
    const { visitor } = await playerWithCharacter(ctx.app);
    const user = (await visitor.get('/api/user')).json() as { id: number; name: string };
    const response = await postForm(visitor, '/broadcasting/user-auth', { socket_id: SOCKET });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { auth: string; user_data: string };
    expect(JSON.parse(body.user_data)).toEqual({ id: String(user.id), user_info: { name: user.name } });
    expect(body.auth).toBe(expectedAuth(`${SOCKET}::user::${body.user_data}`));
  });

  it('answers 401 to a visitor who is not logged in', async () => {
    const anonymous = await new Visitor(ctx.app).start();
    expect((await postForm(anonymous, '/broadcasting/user-auth', { socket_id: SOCKET })).statusCode).toBe(401);
  });
});

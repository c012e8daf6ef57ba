import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig, UNREACHED_RATE_LIMITS } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import { as, newTraders, type Trader } from '../support/marketTraders';
import type { TestContext } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// A chat limit of 3 messages a minute per account, so the test reaches it.
const ctx = {} as TestContext;
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ rateLimits: { ...UNREACHED_RATE_LIMITS, chat: { perAccount: 3, perIp: 100 } }, rateLimitWindowSeconds: 60 });
  ctx.clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
  app = await buildApp({ config, db: database.db, clock: ctx.clock }, { logger: false });
  Object.assign(ctx, { app, database });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const say = (t: Trader, body: string, channel = 'system', recipient_id?: number) => as(t, 'POST', '/api/chat/messages', { channel, body, recipient_id });

describe('chat', () => {
  it('keeps markup as plain text, drops control characters, and limits length', async () => {
    const [alice, bob] = await newTraders(ctx, 6).then((all) => [all[0]!, all[5]!] as const);
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';
    const sent = await say(alice, `  ${markup}\u202E\u0007  `);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
    expect(sent.json().message.body).toBe(markup);
    // Another player in the same system reads it back byte for byte, as text.
    const history = (await as(bob, 'GET', '/api/chat/messages?channel=system')).json().messages;
    expect(history.map((m: { body: string }) => m.body)).toContain(markup);

    const tooLong = await say(alice, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.body).toEqual(['The body field must not be greater than 500 characters.']);
    expect((await say(alice, ' \u0000 ')).json().errors.body).toBeDefined();
    expect((await say(alice, 'hi', 'party')).json().message).toBe('You are not in a party.');
  });

  it('rate-limits messages per account: past the limit 429 with Retry-After, nothing stored', async () => {
    const [talker] = await newTraders(ctx, 1);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await say(talker!, `message ${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await say(talker!, 'one more');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe('Too many chat requests: at most 3 every 60 seconds per account. Please try again in 60 seconds.');
    const stored = await database.db.selectFrom('chat_messages').select('body').where('sender_id', '=', talker!.id).execute();
    expect(stored).toHaveLength(3);
    ctx.clock.advance(60_000);
    expect((await say(talker!, 'back again')).statusCode).toBe(201);
  });

  it('sends private messages to one character and hides a muted player', async () => {
    const [alice, bob, carol] = await newTraders(ctx, 11).then((all) => [all[0]!, all[5]!, all[10]!] as const);
    expect((await say(alice, 'psst', 'private')).json().errors.recipient_id).toEqual(['Choose who to send a private message to.']);
    expect((await say(alice, 'psst', 'private', bob.id)).statusCode).toBe(201);
    expect((await say(bob, 'hello back', 'private', alice.id)).statusCode).toBe(201);
    expect((await say(carol, 'not for you', 'private', bob.id)).statusCode).toBe(201);
    const thread = (await as(alice, 'GET', `/api/chat/messages?channel=private&with=${bob.id}`)).json().messages;
    expect(thread.map((m: { body: string }) => m.body)).toEqual(['psst', 'hello back']);

    await say(carol, 'noise in the system');
    const muted = await as(alice, 'POST', '/api/chat/mutes', { muted_character_id: carol.id });
    expect(muted.json().mutes.map((m: { id: number }) => m.id)).toEqual([carol.id]);
    const system = (await as(alice, 'GET', '/api/chat/messages?channel=system')).json().messages;
    expect(system.some((m: { sender: { id: number } }) => m.sender.id === carol.id)).toBe(false);
    expect((await as(alice, 'POST', '/api/chat/mutes', { muted_character_id: alice.id })).statusCode).toBe(422);
    const unmuted = await alice.visitor.request({ method: 'DELETE', url: `/api/chat/mutes/${carol.id}`, headers: { 'x-character-id': String(alice.id) } });
    expect(unmuted.json().mutes).toEqual([]);
    const channels = (await as(alice, 'GET', '/api/chat/channels')).json();
    expect(channels.channels[0]).toMatchObject({ channel: 'system' });
    expect(channels.private_channel).toBe(`private-social.${alice.id}`);
  });
});

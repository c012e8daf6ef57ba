import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signChannel } from '../../src/server/realtime/signatures';
import { startLiveServer, type LiveServer } from '../support/realtimeHarness';
import { RawPusherSocket } from '../support/realtimeSocket';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// What pusher-js never sends: bad handshakes, foreign origins, garbage, client events, silence.
let database: TestDatabase;
let server: LiveServer;
const sockets: RawPusherSocket[] = [];

async function open(target: LiveServer, query?: string, headers?: Record<string, string>, key = target.credentials.key): Promise<RawPusherSocket> {
  const socket = await RawPusherSocket.open(RawPusherSocket.url(target.port, key, query), headers);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startLiveServer(database);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('the WebSocket handshake', () => {
  it('establishes a connection with a socket id and the activity timeout', async () => {
    const socket = await open(server);
    const established = await socket.event('pusher:connection_established');
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it.each([
    ['an unknown app key', 'protocol=7', 'not-our-key', 4001],
    ['no protocol version', 'client=js', undefined, 4008],
    ['a malformed protocol version', 'protocol=seven', undefined, 4006],
    ['an unsupported protocol version', 'protocol=6', undefined, 4007],
  ])('refuses %s with pusher:error and the close code', async (_what, query, key, code) => {
    const socket = await open(server, query, {}, key ?? server.credentials.key);
    const error = await socket.event('pusher:error');
    expect(error.data).toMatchObject({ code });
    expect((await socket.closed).code).toBe(code);
  });

  it("refuses a page on another site (Origin) with 4009, and accepts the page's own origin", async () => {
    const foreign = await open(server, undefined, { origin: 'https://evil.example' });
    expect((await foreign.event('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await foreign.closed).code).toBe(4009);

    const own = await open(server, undefined, { origin: server.baseUrl });
    await own.event('pusher:connection_established');
  });

  it('answers an upgrade on any other path with 404', async () => {
    await expect(RawPusherSocket.open(`ws://127.0.0.1:${server.port}/elsewhere`)).rejects.toThrow('HTTP 404');
  });
});

describe('messages from clients', () => {
  it('answers garbage with pusher:error and keeps the connection', async () => {
    const socket = await open(server);
    await socket.socketId();
    socket.send('not json at all');
    expect((await socket.event('pusher:error')).data).toMatchObject({ code: null });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.event('pusher:pong');
  });

  it('refuses an invalid channel name and a private channel without a signature', async () => {
    const socket = await open(server);
    await socket.socketId();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
    expect((await socket.event('pusher:error')).data).toMatchObject({ code: 4009 });
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-character.1' } });
    const refused = await socket.next((message) => message.event === 'pusher:subscription_error' && message.channel === 'private-character.1');
    expect(refused).toMatchObject({ channel: 'private-character.1', data: { type: 'AuthError', status: 401 } });
    expect(server.app.realtime.server.registry.subscriberCount('private-character.1')).toBe(0);
  });

  it('refuses a subscription past 200 channels on one connection', async () => {
    const socket = await open(server);
    await socket.socketId();
    for (let i = 0; i <= 200; i++) socket.send({ event: 'pusher:subscribe', data: { channel: `sector-${i}` } });
    const refused = await socket.event('pusher:subscription_error');
    expect(refused).toMatchObject({ channel: 'sector-200', data: { status: 429 } });
    expect(socket.received.filter((message) => message.event === 'pusher_internal:subscription_succeeded')).toHaveLength(200);
  });

  it('rejects client events unless the app enables them', async () => {
    const socket = await open(server);
    await socket.socketId();
    socket.send({ event: 'client-wave', channel: 'private-crew', data: {} });
    expect((await socket.event('pusher:error')).data).toMatchObject({ code: 4301, message: 'Client events are not enabled for this app.' });
  });

  it('with client events enabled, relays them on private channels to everyone but the sender', async () => {
    const enabled = await startLiveServer(database, { build: { realtime: { clientEvents: true } } });
    try {
      const [alice, bob] = await Promise.all([open(enabled), open(enabled)]);
      for (const socket of [alice, bob]) {
        const socketId = await socket.socketId();
        const auth = signChannel(enabled.credentials, socketId, 'private-crew');
        socket.send({ event: 'pusher:subscribe', data: { channel: 'private-crew', auth } });
        await socket.event('pusher_internal:subscription_succeeded');
      }
      alice.send({ event: 'client-wave', channel: 'private-crew', data: { from: 'alice' } });
      expect((await bob.event('client-wave')).data).toEqual({ from: 'alice' });

      bob.send({ event: 'client-wave', channel: 'public-square', data: {} });
      expect((await bob.event('pusher:error')).data).toMatchObject({ code: 4301 });
      bob.send({ event: 'client-done', channel: 'private-crew', data: {} });
      await alice.event('client-done');
      expect(alice.received.filter((message) => message.event === 'client-wave')).toEqual([]);
    } finally {
      for (const socket of sockets.splice(0)) socket.close();
      await enabled.close();
    }
  });
});

describe('heartbeat and shutdown', () => {
  it('pings an idle client, keeps it while it answers, and closes it with 4201 when it does not', async () => {
    const quick = await startLiveServer(database, { build: { realtime: { activityTimeoutSeconds: 1, pongTimeoutMs: 300 } } });
    try {
      const socket = await open(quick);
      expect((await socket.event('pusher:connection_established')).data).toMatchObject({ activity_timeout: 1 });
      await socket.event('pusher:ping');
      socket.send({ event: 'pusher:pong', data: {} });
      // Answered, so it is pinged again after the next idle second rather than closed.
      await socket.next(() => socket.received.filter((message) => message.event === 'pusher:ping').length === 2);
      expect((await socket.closed).code).toBe(4201);
    } finally {
      await quick.close();
    }
  });

  it('closes every socket with 4200 when the server shuts down, so clients reconnect', async () => {
    const closing = await startLiveServer(database);
    const socket = await open(closing);
    await socket.socketId();
    await closing.close();
    const closed = await socket.closed;
    expect(closed).toEqual({ code: 4200, reason: 'Server restarting' });
  });
});

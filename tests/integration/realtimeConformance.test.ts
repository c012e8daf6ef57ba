import type PusherSdk from 'pusher';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { connected, connectPusher, disconnectAll, nextEvent, subscribed, userChannelName, viaBroadcastingAuth, viaServerSdk, viaUserAuth } from '../support/realtimeClients';
import { playerWithCharacter, serverSdk, startLiveServer, waitFor, type LiveServer } from '../support/realtimeHarness';
import { RawPusherSocket } from '../support/realtimeSocket';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// The conformance suite: the stock pusher-js client (Node build) and the official pusher server
// SDK, unchanged, against our server.
let database: TestDatabase;
let server: LiveServer;
let sdk: PusherSdk;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startLiveServer(database);
  sdk = serverSdk(server);
});
afterEach(() => disconnectAll());
afterAll(async () => {
  disconnectAll();
  await server?.close();
  await database?.drop();
});

const stats = () => server.app.realtime.server.stats();
const subscriptionErrorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: { detail?: unknown }) => error.detail);

describe('the Pusher protocol, as pusher-js and the pusher SDK speak it', () => {
  it('connects and gets a Pusher socket id', async () => {
    const socketId = await connected(connectPusher(server));
    expect(socketId).toMatch(/^\d+\.\d+$/);
  });

  it('subscribes to a public channel and delivers triggered and batch-triggered events', async () => {
    const channel = connectPusher(server).subscribe('galaxy-news');
    await subscribed(channel);

    const announcement = nextEvent(channel, 'Announcement');
    await sdk.trigger('galaxy-news', 'Announcement', { text: 'Markets open' });
    expect(await announcement).toEqual({ text: 'Markets open' });

    const batch: unknown[] = [];
    channel.bind('Tick', (data: unknown) => batch.push(data));
    await sdk.triggerBatch([
      { channel: 'galaxy-news', name: 'Tick', data: { n: 1 } },
      { channel: 'galaxy-news', name: 'Tick', data: { n: 2 } },
    ]);
    await waitFor(() => batch.length === 2, 'both batch events');
    expect(batch).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('delivers to every listed channel but not to the socket named by socket_id', async () => {
    const sender = connectPusher(server);
    const listener = connectPusher(server);
    const senderChannel = sender.subscribe('dock-7');
    const listenerChannels = [listener.subscribe('dock-7'), listener.subscribe('dock-8')];
    await Promise.all([senderChannel, ...listenerChannels].map((channel) => subscribed(channel)));

    const echoes: unknown[] = [];
    senderChannel.bind('Docked', (data: unknown) => echoes.push(data));
    const received = listenerChannels.map((channel) => nextEvent(channel, 'Docked'));
    await sdk.trigger(['dock-7', 'dock-8'], 'Docked', { ship: 'Kestrel' }, { socket_id: sender.connection.socket_id });
    expect(await Promise.all(received)).toEqual([{ ship: 'Kestrel' }, { ship: 'Kestrel' }]);
    // A later event reaches the sender: had the first one come, it would be in order before it.
    const later = nextEvent(senderChannel, 'Undocked');
    await sdk.trigger('dock-7', 'Undocked', {});
    await later;
    expect(echoes).toEqual([]);
  });

  it("lets a player subscribe to their character's private channel through /broadcasting/auth", async () => {
    const { visitor, characterId } = await playerWithCharacter(server.app);
    const client = connectPusher(server, { channel: viaBroadcastingAuth(server.baseUrl, visitor) });
    const channel = client.subscribe(characterChannelWireName(characterId));
    await subscribed(channel);

    const fromGame = nextEvent(channel, 'SkillPointsAwarded');
    await server.app.broadcaster.publish(characterChannelWireName(characterId), 'SkillPointsAwarded', { points: 5 });
    expect(await fromGame).toEqual({ points: 5 });

    const fromSdk = nextEvent(channel, 'MissionCompleted');
    await sdk.trigger(characterChannelWireName(characterId), 'MissionCompleted', { mission_id: 3 });
    expect(await fromSdk).toEqual({ mission_id: 3 });
  });

  it("refuses another player's character channel with 403", async () => {
    const owner = await playerWithCharacter(server.app);
    const stranger = await playerWithCharacter(server.app);
    const client = connectPusher(server, { channel: viaBroadcastingAuth(server.baseUrl, stranger.visitor) });
    const name = characterChannelWireName(owner.characterId);
    const error = await subscriptionErrorOf(subscribed(client.subscribe(name)));
    expect(error).toMatchObject({ type: 'AuthError', error: '/broadcasting/auth answered 403' });
    expect(server.app.realtime.server.registry.subscriberCount(name)).toBe(0);
  });

  it('answers a subscription with a bad signature with a subscription error', async () => {
    const forged = connectPusher(server, { channel: (_params, callback) => callback(null, { auth: `${server.credentials.key}:${'0'.repeat(64)}` }) });
    const error = await subscriptionErrorOf(subscribed(forged.subscribe('private-character.1')));
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });

    const wrongSecret = serverSdk({ port: server.port, credentials: { ...server.credentials, secret: 'not-the-secret-at-all' } });
    const other = connectPusher(server, { channel: viaServerSdk(wrongSecret) });
    expect(await subscriptionErrorOf(subscribed(other.subscribe('private-character.1')))).toMatchObject({ status: 401 });
    expect(server.app.realtime.server.registry.subscriberCount('private-character.1')).toBe(0);
  });

  it('keeps presence members: the list on joining, member_added and member_removed', async () => {
    const ada = connectPusher(server, { channel: viaServerSdk(sdk, { user_id: 'ada', user_info: { name: 'Ada' } }) });
    const bob = connectPusher(server, { channel: viaServerSdk(sdk, { user_id: 'bob', user_info: { name: 'Bob' } }) });
    const adaChannel = ada.subscribe('presence-bridge') as PresenceChannel;
    await subscribed(adaChannel);
    expect(adaChannel.members.count).toBe(1);

    const added = nextEvent(adaChannel, 'pusher:member_added');
    const bobChannel = bob.subscribe('presence-bridge') as PresenceChannel;
    await subscribed(bobChannel);
    expect(bobChannel.members.count).toBe(2);
    expect(bobChannel.members.me).toMatchObject({ id: 'bob', info: { name: 'Bob' } });
    expect(bobChannel.members.get('ada')).toMatchObject({ id: 'ada', info: { name: 'Ada' } });
    expect(await added).toMatchObject({ id: 'bob', info: { name: 'Bob' } });

    const removed = nextEvent(adaChannel, 'pusher:member_removed');
    bob.disconnect();
    expect(await removed).toMatchObject({ id: 'bob' });
    expect(adaChannel.members.count).toBe(1);
  });

  it('signs a player in through /broadcasting/user-auth and delivers sendToUser', async () => {
    const { visitor } = await playerWithCharacter(server.app);
    const client = connectPusher(server, { user: viaUserAuth(server.baseUrl, visitor) });
    await connected(client);
    client.signin();
    const userId = await waitFor(() => (client.user.user_data as { id?: string } | null)?.id, 'signin_success');
    expect(client.user.user_data).toMatchObject({ user_info: { name: expect.stringMatching(/^Pilot \d+$/) } });
    await waitFor(() => server.app.realtime.server.registry.subscriberCount(userChannelName(userId)) === 1, 'the user channel');

    const greeting = new Promise((resolve) => client.user.bind('Greeting', resolve));
    await sdk.sendToUser(userId, 'Greeting', { text: 'Welcome aboard' });
    expect(await greeting).toEqual({ text: 'Welcome aboard' });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = connectPusher(server);
    await connected(client);
    const pong = new Promise((resolve) => client.connection.bind('message', (message: { event: string }) => message.event === 'pusher:pong' && resolve(message)));
    client.send_event('pusher:ping', {});
    await expect(pong).resolves.toMatchObject({ event: 'pusher:pong' });
  });

  it('holds no socket, channel or subscription 3 s after unsubscribe and disconnect', async () => {
    await waitFor(() => stats().connections === 0, 'earlier tests to let go');
    const { visitor, characterId } = await playerWithCharacter(server.app);
    const client = connectPusher(server, { channel: viaBroadcastingAuth(server.baseUrl, visitor) });
    await Promise.all([subscribed(client.subscribe('cantina')), subscribed(client.subscribe(characterChannelWireName(characterId)))]);
    const vanishing = await RawPusherSocket.open(RawPusherSocket.url(server.port, server.credentials.key));
    vanishing.send({ event: 'pusher:subscribe', data: { channel: 'cantina' } });
    await vanishing.event('pusher_internal:subscription_succeeded');
    expect(stats()).toEqual({ connections: 2, channels: 2, subscriptions: 3 });

    client.unsubscribe('cantina');
    await waitFor(() => stats().subscriptions === 2, 'the unsubscribe');
    // A client that vanishes without a close frame is cleaned up too.
    vanishing.terminate();
    client.disconnect();
    await waitFor(() => stats().connections === 0 && stats().channels === 0 && stats().subscriptions === 0, 'no sockets and no channels');
  });

  it('rejects event data over 10 KB without harm: 413 to the SDK, pusher:error to a client that stays connected', async () => {
    const channel = connectPusher(server).subscribe('freight');
    await subscribed(channel);
    const big = { cargo: 'x'.repeat(11_000) };
    await expect(sdk.trigger('freight', 'Manifest', big)).rejects.toMatchObject({ status: 413 });

    const client = connectPusher(server);
    await connected(client);
    const errors: unknown[] = [];
    client.connection.bind('error', (error: unknown) => errors.push(error));
    client.send_event('client-manifest', big, 'private-freight');
    await waitFor(() => errors.length > 0, 'the pusher:error');
    expect(errors[0]).toMatchObject({ type: 'PusherError', data: { code: 4301, message: expect.stringContaining('Maximum message size exceeded') } });

    // The connection carries on: it still subscribes and receives.
    const after = client.subscribe('freight');
    await subscribed(after);
    const small = nextEvent(after, 'Manifest');
    await sdk.trigger('freight', 'Manifest', { cargo: 'ore' });
    expect(await small).toEqual({ cargo: 'ore' });
    expect(client.connection.state).toBe('connected');
  });
});

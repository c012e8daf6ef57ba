import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClient, type ConnectionStatus } from '../../src/client/realtime/realtimeClient';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { characterChannelWireName } from '../../src/shared/api';
import { viaBroadcastingAuth } from '../support/realtimeClients';
import { playerWithCharacter, startLiveServer, waitFor, type LiveServer } from '../support/realtimeHarness';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

// The game's own realtime client (src/client/realtime, on pusher-js) through a server restart.
let database: TestDatabase;
let server: LiveServer | undefined;
let client: RealtimeClient | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  client?.disconnect();
  await server?.close();
  await database?.drop();
});

describe('reconnecting after the server restarts', () => {
  it("re-subscribes within 3 s of the server's return and refetches the character", async () => {
    server = await startLiveServer(database);
    const { port, credentials, baseUrl } = server;
    const { visitor, characterId } = await playerWithCharacter(server.app);
    const subscribedAt: number[] = [];
    const statuses: ConnectionStatus[] = [];
    const refetched: Array<{ name: string }> = [];

    client = new RealtimeClient({
      config: { key: credentials.key, host: '127.0.0.1', port, tls: false },
      channelAuthorization: viaBroadcastingAuth(baseUrl, visitor),
      probeServer: () => fetch(`${baseUrl}/up`).then(() => true, () => false),
      onStatus: (status) => statuses.push(status),
      onSubscribed: () => subscribedAt.push(Date.now()),
      onResync: (id) => {
        void fetch(`${baseUrl}/api/characters/${id}`, { headers: { cookie: `${SESSION_COOKIE}=${visitor.cookie}`, accept: 'application/json' } })
          .then((response) => response.json())
          .then((character: { name: string }) => refetched.push(character));
      },
    });
    client.follow(characterId);
    await waitFor(() => subscribedAt.length === 1, 'the first subscription');
    expect(statuses).toEqual(['connected']);

    await server.close();
    await waitFor(() => statuses.at(-1) === 'offline', 'the client to notice');
    // While it is away the character changes: only a refetch can tell the client.
    await database.db.updateTable('characters').set({ name: 'Renamed Offline' }).where('id', '=', characterId).execute();

    server = await startLiveServer(database, { port, credentials });
    const back = Date.now();
    await waitFor(() => subscribedAt.length === 2, 'the re-subscription', 3_000);
    expect((subscribedAt[1] ?? Infinity) - back).toBeLessThanOrEqual(3_000);
    expect(server.app.realtime.server.registry.subscriberCount(characterChannelWireName(characterId))).toBe(1);
    await waitFor(() => refetched.length === 1, 'the character refetch');
    expect(refetched[0]?.name).toBe('Renamed Offline');
    expect(statuses.at(-1)).toBe('connected');
  });
});

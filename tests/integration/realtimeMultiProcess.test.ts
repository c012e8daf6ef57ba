import { describe, expect, it } from 'vitest';
import { characterChannelWireName } from '../../src/shared/api';
import { connectPusher, nextEvent, subscribed, viaBroadcastingAuth } from '../support/realtimeClients';
import { playerWithCharacter, serverSdk } from '../support/realtimeHarness';
import { redisAnswers, TEST_REDIS_URL } from '../support/realtimeRedis';
import { useServerPair } from '../support/serverPair';

// Two real server processes on one database and one Redis: an event triggered on B reaches a
// client connected to A, and only Redis can have carried it there.
const redisUp = await redisAnswers(TEST_REDIS_URL);
const title = redisUp
  ? `two server processes sharing one database and Redis (${TEST_REDIS_URL})`
  : `two server processes sharing Redis: SKIPPED, no Redis answers at ${TEST_REDIS_URL} (set REDIS_URL)`;
if (!redisUp) console.warn(`[realtime] ${title}`);

describe.skipIf(!redisUp)(title, () => {
  const pair = useServerPair();
  const { on, baseUrl } = pair;

  it('delivers an event triggered on process B to a client on process A', async () => {
    const { visitor, characterId } = await playerWithCharacter(pair.setupApp);
    const client = connectPusher(on(pair.a), { channel: viaBroadcastingAuth(baseUrl(pair.a), visitor) });
    const channel = client.subscribe(characterChannelWireName(characterId));
    await subscribed(channel);

    const received = nextEvent(channel, 'ShipStatusChanged');
    await serverSdk(on(pair.b)).trigger(characterChannelWireName(characterId), 'ShipStatusChanged', { ship_id: 7, condition: 62 });
    expect(await received).toEqual({ ship_id: 7, condition: 62 });
  });

  it('delivers each event once to every subscriber, whichever process it is on', async () => {
    const onA = connectPusher(on(pair.a)).subscribe('sector-9');
    const onB = connectPusher(on(pair.b)).subscribe('sector-9');
    await Promise.all([subscribed(onA), subscribed(onB)]);
    const counts = { a: 0, b: 0 };
    onA.bind('Flare', () => counts.a++);
    onB.bind('Flare', () => counts.b++);

    await serverSdk(on(pair.a)).trigger('sector-9', 'Flare', {});
    // A second event behind the first: once it arrives, a duplicate of the first would have too.
    const doneA = nextEvent(onA, 'Calm');
    const doneB = nextEvent(onB, 'Calm');
    await serverSdk(on(pair.b)).trigger('sector-9', 'Calm', {});
    await Promise.all([doneA, doneB]);
    expect(counts).toEqual({ a: 1, b: 1 });
  });
});

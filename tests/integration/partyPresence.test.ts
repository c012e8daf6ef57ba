import type { Members } from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { partyChannelName, socialEvents } from '../../src/shared/api';
import { connectPusher, nextEvent, subscribed, viaBroadcastingAuth } from '../support/realtimeClients';
import { playerWithCharacter, waitFor } from '../support/realtimeHarness';
import { redisAnswers, TEST_REDIS_URL, type ServerProcess } from '../support/realtimeRedis';
import { useServerPair } from '../support/serverPair';
import type { Visitor } from '../support/testApp';

// Two server processes on one database and one Redis: party members connected to different
// processes see each other on the party's presence channel, and a change made on one process
// reaches members on the other.
const redisUp = await redisAnswers(TEST_REDIS_URL);
const title = redisUp ? `party presence across two server processes (${TEST_REDIS_URL})` : `party presence across processes: SKIPPED, no Redis at ${TEST_REDIS_URL}`;
if (!redisUp) console.warn(`[realtime] ${title}`);

describe.skipIf(!redisUp)(title, () => {
  const pair = useServerPair();
  const { on, baseUrl } = pair;

  /** A game call over HTTP to a server process, as the browser makes it. */
  async function call(process: ServerProcess, visitor: Visitor, characterId: number, path: string, body: object): Promise<Record<string, unknown>> {
    const response = await fetch(`${baseUrl(process)}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-version': '1',
        'x-character-id': String(characterId),
        'x-csrf-token': visitor.csrfToken,
        cookie: `${SESSION_COOKIE}=${visitor.cookie}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(json)).toBeLessThan(300);
    return json;
  }

  it('lists members connected to either process, tells each about the other, and relays party changes', async () => {
    const leader = await playerWithCharacter(pair.setupApp);
    const friend = await playerWithCharacter(pair.setupApp);
    const created = (await call(pair.a, leader.visitor, leader.characterId, '/api/party/create', { name: 'Twin Suns' })) as { party: { id: number; join_code: string } };
    await call(pair.b, friend.visitor, friend.characterId, '/api/party/join', { join_code: created.party.join_code });
    const channelName = partyChannelName(created.party.id);

    // The leader on process A, the friend on process B.
    const leaderChannel = connectPusher(on(pair.a), { channel: viaBroadcastingAuth(baseUrl(pair.a), leader.visitor) }).subscribe(channelName);
    const leaderMembers = (await subscribed(leaderChannel)) as Members;
    expect(leaderMembers.count).toBe(1);
    expect(leaderMembers.me.id).toBe(String(leader.characterId));

    const added = nextEvent(leaderChannel, 'pusher:member_added');
    const friendChannel = connectPusher(on(pair.b), { channel: viaBroadcastingAuth(baseUrl(pair.b), friend.visitor) }).subscribe(channelName);
    const friendMembers = (await subscribed(friendChannel)) as Members;
    // The friend, on B, sees the leader connected to A: presence is shared through Redis.
    expect(friendMembers.count).toBe(2);
    expect(Object.keys(friendMembers.members).sort()).toEqual([String(leader.characterId), String(friend.characterId)].sort());
    expect(friendMembers.members[String(leader.characterId)]).toMatchObject({ name: expect.any(String) });
    expect(((await added) as { id: string }).id).toBe(String(friend.characterId));

    // A change made on process A reaches the friend on process B.
    const updated = nextEvent(friendChannel, socialEvents.partyUpdated);
    await call(pair.a, leader.visitor, leader.characterId, '/api/party/privacy', { privacy: 'public', max_members: 6 });
    expect(await updated).toEqual({ party_id: created.party.id, event_id: expect.any(String) });

    // The friend goes away: the leader on A hears it, and the shared list forgets them.
    const removed = nextEvent(leaderChannel, 'pusher:member_removed');
    friendChannel.pusher.disconnect();
    expect(((await removed) as { id: string }).id).toBe(String(friend.characterId));
    await waitFor(() => (leaderChannel as unknown as { members: Members }).members.count === 1, 'the leader alone again');
  });

  it('refuses the party channel to a character outside the party', async () => {
    const leader = await playerWithCharacter(pair.setupApp);
    const outsider = await playerWithCharacter(pair.setupApp);
    const created = (await call(pair.a, leader.visitor, leader.characterId, '/api/party/create', {})) as { party: { id: number } };
    const channel = connectPusher(on(pair.b), { channel: viaBroadcastingAuth(baseUrl(pair.b), outsider.visitor) }).subscribe(partyChannelName(created.party.id));
    await expect(subscribed(channel)).rejects.toThrow('subscription_error');
  });
});

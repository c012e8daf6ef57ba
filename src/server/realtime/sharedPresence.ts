import { Redis } from 'ioredis';
import type { PresenceMember } from './channelRegistry';

/** The `pusher_internal:subscription_succeeded` payload of a presence channel. */
export interface PresencePayload {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number };
}

/**
 * Presence members of every server process (issue 19): with Redis fan-out, the member list of a
 * presence channel lives in Redis, so a client on process A sees members connected to process B.
 * Each socket counts once per member; a member joins on their first socket anywhere and leaves
 * with their last one.
 */
export interface SharedPresence {
  /** Counts a socket of `member` in; `newMember` when it is the member's first socket anywhere. */
  join(channel: string, member: PresenceMember): Promise<{ newMember: boolean; presence: PresencePayload }>;
  /** Counts a socket of `userId` out; `left` when it was the member's last socket anywhere. */
  leave(channel: string, userId: string): Promise<{ left: boolean }>;
  close(): Promise<void>;
}

// Decrements the member's socket count and forgets the member at zero, atomically.
const LEAVE_SCRIPT = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
return 0`;

/**
 * Presence in two Redis hashes per channel: socket counts and member info by user id. Keys are
 * namespaced by the realtime app id, so deployments (and test runs) sharing a Redis don't mix.
 * A process that dies without closing its sockets leaves its members counted until their
 * channel empties and restarts; graceful shutdown closes every socket first, so it counts them out.
 */
export class RedisPresence implements SharedPresence {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, appId: string, log: (message: string) => void): Promise<RedisPresence> {
    const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 2, connectionName: 'starlane-presence' });
    redis.on('error', (error: Error) => log(`realtime: Redis presence error: ${error.message}`));
    await redis.connect();
    return new RedisPresence(redis, `starlane:presence:${appId}`);
  }

  private keys(channel: string): [string, string] {
    return [`${this.prefix}:${channel}:n`, `${this.prefix}:${channel}:i`];
  }

  async join(channel: string, member: PresenceMember): Promise<{ newMember: boolean; presence: PresencePayload }> {
    const [counts, infos] = this.keys(channel);
    const results = await this.redis
      .multi()
      .hincrby(counts, member.userId, 1)
      .hset(infos, member.userId, JSON.stringify(member.userInfo ?? null))
      .hgetall(counts)
      .hgetall(infos)
      .exec();
    if (!results) throw new Error('realtime: presence transaction aborted');
    for (const [error] of results) if (error) throw error;
    const added = results[0]![1] as number;
    const allCounts = results[2]![1] as Record<string, string>;
    const allInfos = results[3]![1] as Record<string, string>;
    const ids = Object.keys(allCounts).filter((id) => Number(allCounts[id]) > 0);
    const hash: Record<string, unknown> = {};
    for (const id of ids) hash[id] = allInfos[id] === undefined ? null : (JSON.parse(allInfos[id]) as unknown);
    return { newMember: added === 1, presence: { presence: { ids, hash, count: ids.length } } };
  }

  async leave(channel: string, userId: string): Promise<{ left: boolean }> {
    const [counts, infos] = this.keys(channel);
    const left = await this.redis.eval(LEAVE_SCRIPT, 2, counts, infos, userId);
    return { left: left === 1 };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

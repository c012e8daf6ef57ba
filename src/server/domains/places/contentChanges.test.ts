import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { Broadcaster } from '../../realtime/broadcaster';
import { MemoryFanout, type Fanout } from '../../realtime/fanout';
import { RedisFanout } from '../../realtime/redisFanout';
import { redisAnswers, TEST_REDIS_URL } from '../../../../tests/support/realtimeRedis';
import { ContentChanges } from './contentChanges';

const redisUp = await redisAnswers(TEST_REDIS_URL);

const noRecord = { write: async () => 0, insert: () => sql<Record<string, unknown>>`SELECT 1` };

/** A server process's content changes over a fan-out, with a cache that counts its forgetting. */
function processOver(fanout: Fanout) {
  const changes = new ContentChanges();
  const forget = vi.fn();
  changes.onChange(forget);
  changes.shareThrough(new Broadcaster(fanout, () => undefined, noRecord));
  return { changes, forget };
}

describe('ContentChanges', () => {
  it('forgets at once in the process that changed content, and in every other process', async () => {
    const fanout = new MemoryFanout();
    const here = processOver(fanout);
    const there = processOver(fanout);

    here.changes.changed();
    expect(here.forget).toHaveBeenCalled();
    await vi.waitFor(() => expect(there.forget).toHaveBeenCalledTimes(1));
  });

  it('tells no realtime client: the notice goes on a channel no socket can join', async () => {
    const fanout = new MemoryFanout();
    const heard = vi.fn();
    fanout.onMessage(heard);
    processOver(fanout).changes.changed();
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(heard.mock.calls[0]?.[0].channels).toEqual(['#server-notices']);
  });

  it.skipIf(!redisUp)(`crosses processes through Redis (${TEST_REDIS_URL})`, async () => {
    const topic = `starlane:test:${process.pid}:${Date.now()}`;
    const [a, b] = await Promise.all([RedisFanout.connect(TEST_REDIS_URL, () => undefined, topic), RedisFanout.connect(TEST_REDIS_URL, () => undefined, topic)]);
    try {
      const here = processOver(a);
      const there = processOver(b);
      here.changes.changed();
      await vi.waitFor(() => expect(there.forget).toHaveBeenCalledTimes(1));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

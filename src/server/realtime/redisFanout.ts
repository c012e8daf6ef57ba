import { Redis } from 'ioredis';
import { z } from 'zod';
import type { BroadcastMessage, Fanout, FanoutListener } from './fanout';

/** One Redis channel carries every event: processes filter by their own subscribers. */
export const DEFAULT_REDIS_TOPIC = 'starlane:realtime';

// Most Redis PUBLISH payloads stay far below this; a burst is split rather than sent whole.
const MAX_MESSAGES_PER_PUBLISH = 200;

const message = z.object({
  channels: z.array(z.string()).min(1),
  event: z.string(),
  data: z.string(),
  exceptSocketId: z.string().optional(),
  userId: z.string().optional(),
});
// Versioned, so processes of two releases side by side during a deploy can tell each other apart.
const envelope = z.object({ v: z.literal(1), messages: z.array(message).min(1) });

/**
 * Redis pub/sub fan-out: one publisher and one subscriber connection per process. Pub/sub keeps
 * nothing, so a process that is cut off from Redis misses events; clients refetch on reconnect.
 */
export class RedisFanout implements Fanout {
  readonly kind = 'redis';
  private readonly listeners = new Set<FanoutListener>();
  private pending: BroadcastMessage[] = [];
  private flushing: Promise<void> | null = null;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly topic: string,
    private readonly log: (message: string) => void,
  ) {
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.topic) this.receive(payload);
    });
  }

  /** Connects both connections and subscribes; fails loudly when Redis cannot be reached. */
  static async connect(url: string, log: (message: string) => void, topic = DEFAULT_REDIS_TOPIC): Promise<RedisFanout> {
    const options = { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 2, enableAutoPipelining: true };
    const publisher = new Redis(url, { ...options, connectionName: 'starlane-realtime-pub' });
    const subscriber = new Redis(url, { ...options, connectionName: 'starlane-realtime-sub' });
    // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
    let lastError = '';
    const onError = (error: Error) => {
      if (error.message !== lastError) log(`realtime: Redis error: ${error.message}`);
      lastError = error.message;
    };
    publisher.on('error', onError);
    subscriber.on('error', onError);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(topic);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`realtime: Redis at ${url.replace(/\/\/[^@/]*@/, '//***@')} is unreachable: ${lastError || (error as Error).message}`, { cause: error });
    }
    publisher.on('ready', () => (lastError = ''));
    return new RedisFanout(publisher, subscriber, topic, log);
  }

  /**
   * Messages sent in the same tick (a burst after a busy commit, a batch trigger) travel as one
   * PUBLISH: Redis and every subscriber then handle one message instead of hundreds.
   */
  send(message: BroadcastMessage): Promise<void> {
    this.pending.push(message);
    this.flushing ??= Promise.resolve().then(() => this.flush());
    return this.flushing;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.flushing = null;
    const publishes = [];
    for (let first = 0; first < batch.length; first += MAX_MESSAGES_PER_PUBLISH) {
      const messages = batch.slice(first, first + MAX_MESSAGES_PER_PUBLISH);
      publishes.push(this.publisher.publish(this.topic, JSON.stringify({ v: 1, messages })));
    }
    await Promise.all(publishes);
  }

  onMessage(listener: FanoutListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private receive(payload: string): void {
    let messages: BroadcastMessage[];
    try {
      messages = envelope.parse(JSON.parse(payload)).messages;
    } catch {
      this.log('realtime: ignored a malformed message on the Redis topic');
      return;
    }
    for (const parsed of messages) {
      for (const listener of this.listeners) listener(parsed);
    }
  }
}

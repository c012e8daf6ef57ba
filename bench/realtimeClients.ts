// The benchmark's subscribers: bare `ws` sockets speaking the Pusher protocol by hand (1000
// pusher-js instances in one process would measure pusher-js, not the server).
import WebSocket from 'ws';
import { BENCH_EVENT, benchChannel, nowMicros, type BenchPayload } from './realtimeLoad';

export type Authorise = (socketId: string, channel: string) => string | undefined;

/** N subscribers, each on its own channel, recording every event's delivery latency. */
export class BenchClients {
  private latencies: number[] = [];
  private perClient: number[];

  private constructor(private readonly sockets: WebSocket[]) {
    this.perClient = new Array<number>(sockets.length).fill(0);
  }

  /** Connects `count` sockets to `url` and subscribes socket i to `private-bench.{i}`. */
  static async connect(url: string, count: number, authorise: Authorise): Promise<BenchClients> {
    const sockets: WebSocket[] = [];
    const clients = new BenchClients(sockets);
    // In batches, so the listen backlog never overflows and the run starts the same every time.
    for (let first = 0; first < count; first += 100) {
      const batch = [];
      for (let i = first; i < Math.min(count, first + 100); i++) batch.push(clients.open(url, i, authorise));
      sockets.push(...(await Promise.all(batch)));
    }
    return clients;
  }

  private open(url: string, i: number, authorise: Authorise): Promise<WebSocket> {
    const channel = benchChannel(i);
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.once('error', reject);
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { event: string; data: string };
        if (message.event === BENCH_EVENT) {
          const payload = JSON.parse(message.data) as BenchPayload;
          this.latencies.push(nowMicros() - payload.sentAt);
          this.perClient[i] = (this.perClient[i] ?? 0) + 1;
        } else if (message.event === 'pusher:connection_established') {
          const { socket_id: socketId } = JSON.parse(message.data) as { socket_id: string };
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: authorise(socketId, channel) } }));
        } else if (message.event === 'pusher_internal:subscription_succeeded') {
          resolve(ws);
        } else if (message.event === 'pusher:error') {
          reject(new Error(`client ${i}: ${message.data}`));
        }
      });
    });
  }

  get received(): number {
    return this.latencies.length;
  }

  /** Forgets what was received (after the warm-up). */
  reset(): void {
    this.latencies = [];
    this.perClient.fill(0);
  }

  /** Latency percentiles in milliseconds. */
  percentiles(): { p50: number; p99: number; max: number } {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) => (sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) / 1000);
    return { p50: at(0.5), p99: at(0.99), max: (sorted[sorted.length - 1] ?? NaN) / 1000 };
  }

  /** Clients that got fewer than `expected` events. */
  shortClients(expected: number): number {
    return this.perClient.filter((n) => n < expected).length;
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.close();
          }),
      ),
    );
  }
}

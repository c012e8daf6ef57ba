import WebSocket from 'ws';

/** A message as it arrived, with `data` decoded when it was a JSON string. */
export interface Received {
  event: string;
  channel?: string;
  data: unknown;
}

/**
 * A bare WebSocket speaking the Pusher protocol by hand, for what pusher-js never sends: bad
 * handshakes, oversized frames, silence instead of pong, client events.
 */
export class RawPusherSocket {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(private readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; channel?: string; data?: unknown };
      let data = message.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          // Plain string data stays a string.
        }
      }
      this.received.push({ event: message.event, channel: message.channel, data });
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('error', () => undefined);
  }

  /** Opens `url` and resolves once the socket is open (not necessarily accepted by the protocol). */
  static open(url: string, headers: Record<string, string> = {}): Promise<RawPusherSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const socket = new RawPusherSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  static url(port: number, key: string, query = 'protocol=7&client=js&version=8.6.0'): string {
    return `ws://127.0.0.1:${port}/app/${key}?${query}`;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first received message matching `predicate` (waiting for it if need be). */
  async next(predicate: (message: Received) => boolean, timeoutMs = 3_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received: ${JSON.stringify(this.received.map((m) => m.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  event(name: string, timeoutMs?: number): Promise<Received> {
    return this.next((message) => message.event === name, timeoutMs);
  }

  async socketId(): Promise<string> {
    const established = await this.event('pusher:connection_established');
    return (established.data as { socket_id: string }).socket_id;
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
  }

  /** Cuts the TCP connection without a close frame, like a client that vanished. */
  terminate(): void {
    this.ws.terminate();
  }
}

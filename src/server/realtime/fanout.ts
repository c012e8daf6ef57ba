/** One event on its way to subscribers; `data` is the JSON string that goes on the wire. */
export interface BroadcastMessage {
  channels: string[];
  event: string;
  data: string;
  /** The socket that caused it (events API `socket_id`, client events): it does not get an echo. */
  exceptSocketId?: string;
  /** The sender of a client event on a presence channel. */
  userId?: string;
}

export type FanoutListener = (message: BroadcastMessage) => void;

/**
 * How events reach every server process: in-process by default, Redis pub/sub with `REDIS_URL`.
 * Every process, the sender included, hears each message once through `onMessage`.
 */
export interface Fanout {
  readonly kind: 'in-process' | 'redis';
  send(message: BroadcastMessage): Promise<void>;
  onMessage(listener: FanoutListener): () => void;
  close(): Promise<void>;
}

/** The single-process fan-out: a message goes straight to this process's listeners. */
export class MemoryFanout implements Fanout {
  readonly kind = 'in-process';
  private readonly listeners = new Set<FanoutListener>();

  async send(message: BroadcastMessage): Promise<void> {
    for (const listener of this.listeners) listener(message);
  }

  onMessage(listener: FanoutListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

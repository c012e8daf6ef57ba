import { MAX_EVENT_PAYLOAD_BYTES } from '../../shared/api';
import type { BroadcastMessage, Fanout, FanoutListener } from './fanout';

export interface PublishOptions {
  /** Leave out this socket (the one whose request caused the event). */
  exceptSocketId?: string;
}

/**
 * What game services use to push events to players: `publish` after the database transaction
 * commits, never inside it (see `transactionThenBroadcast`). Delivery is best-effort, as in
 * Pusher: a failure is logged, never thrown into a request whose change already committed.
 */
export class Broadcaster {
  constructor(
    private readonly fanout: Fanout,
    private readonly logError: (error: unknown, message: string) => void,
  ) {}

  /** 'in-process' or 'redis'. */
  get kind(): Fanout['kind'] {
    return this.fanout.kind;
  }

  /** Sends `event` with `payload` (JSON-encoded here) to every subscriber of the channels. */
  async publish(channel: string | string[], event: string, payload: unknown, options: PublishOptions = {}): Promise<void> {
    const data = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
    const channels = Array.isArray(channel) ? channel : [channel];
    if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_PAYLOAD_BYTES) {
      this.logError(new Error(`payload of ${event} is over ${MAX_EVENT_PAYLOAD_BYTES} bytes`), 'realtime: event not sent');
      return;
    }
    try {
      await this.fanout.send({ channels, event, data, exceptSocketId: options.exceptSocketId });
    } catch (error) {
      this.logError(error, `realtime: ${event} to ${channels.join(', ')} not sent`);
    }
  }

  /** Sends an already-encoded message and lets failures through (the events API answers them). */
  send(message: BroadcastMessage): Promise<void> {
    return this.fanout.send(message);
  }

  /** Hears every message sent by any process (the WebSocket server delivers them locally). */
  onMessage(listener: FanoutListener): () => void {
    return this.fanout.onMessage(listener);
  }

  close(): Promise<void> {
    return this.fanout.close();
  }
}

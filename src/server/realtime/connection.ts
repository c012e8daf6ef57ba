import { randomInt } from 'node:crypto';
import { WebSocket } from 'ws';
import type { Subscriber } from './channelRegistry';
import { ErrorCode } from './protocol';

// A client that reads slower than we write would hold ever more memory; past this it is dropped
// with 4100 ("over capacity": pusher-js backs off, then reconnects and refetches).
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** A fresh socket id in Pusher's `\d+.\d+` format; random, so ids never repeat across processes. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/** One client's WebSocket and what the protocol remembers about it. */
export class PusherConnection implements Subscriber {
  /** Channels this socket is subscribed to, so a disconnect leaves them all. */
  readonly channels = new Set<string>();
  /** The user id of a successful `pusher:signin`. */
  userId: string | null = null;
  /** Monotonic milliseconds of the last message from the client. */
  lastActivity: number;
  /** When the server's `pusher:ping` went out unanswered; null when none is pending. */
  pingSentAt: number | null = null;
  /** Client events counted in the current one-second window (rate limit). */
  clientEventWindow = { startedAt: 0, count: 0 };

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
    now: number,
  ) {
    this.lastActivity = now;
  }

  send(frame: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(ErrorCode.overCapacity, 'Over capacity: messages are not being read');
      return;
    }
    this.ws.send(frame);
  }

  /** Any message from the client counts as activity and answers a pending ping. */
  touch(now: number): void {
    this.lastActivity = now;
    this.pingSentAt = null;
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
  }

  /** Closes with `code` and resolves once the socket is gone, cutting it after `graceMs`. */
  closeAndWait(code: number, reason: string, graceMs: number): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.ws.terminate(), graceMs);
      this.ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.close(code, reason);
    });
  }
}

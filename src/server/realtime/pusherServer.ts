import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Broadcaster } from './broadcaster';
import { ChannelRegistry } from './channelRegistry';
import { newSocketId, PusherConnection } from './connection';
import type { PusherCredentials } from './credentials';
import type { BroadcastMessage } from './fanout';
import { appKeyOfPath, handshakeRefusal } from './handshake';
import { MessageHandler } from './messageHandler';
import type { PresenceRelay } from './presenceRelay';
import { encodeFrame, ErrorCode, errorFrame } from './protocol';

// Frames between 10 KB and this are answered in-band (pusher:error); beyond it ws closes the
// socket with 1009 before buffering more, so no client can make the server hold a huge message.
const HARD_FRAME_LIMIT = 64 * 1024;
// How long a closing client gets to answer our close frame before its socket is cut.
const CLOSE_GRACE_MS = 1_000;

export interface PusherServerOptions {
  credentials: PusherCredentials;
  broadcaster: Broadcaster;
  /** Origins besides the page's own that may open the socket. */
  allowedOrigins: readonly string[];
  /** Whether X-Forwarded-Host names the page's host (behind a trusted proxy). */
  trustProxy: boolean;
  /** Let clients send `client-*` events on private and presence channels (off unless enabled). */
  clientEvents: boolean;
  /** Seconds of silence before the server pings a client (told to the client too). */
  activityTimeoutSeconds: number;
  /** How long a ping may go unanswered before the socket is closed with 4201. */
  pongTimeoutMs: number;
  /** Presence shared by every process (with Redis); each process's own without it. */
  presence?: PresenceRelay;
  logError: (error: unknown, message: string) => void;
}

/**
 * The Pusher protocol 7 WebSocket server at `/app/{key}`: handshake, heartbeat and delivery of
 * broadcast messages to this process's subscribers. Channels live in a `ChannelRegistry`.
 */
export class PusherServer {
  readonly registry = new ChannelRegistry();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_LIMIT, perMessageDeflate: false, clientTracking: false });
  private readonly connections = new Set<PusherConnection>();
  private readonly handler: MessageHandler;
  private readonly stopListening: () => void;
  private readonly sweepTimer: NodeJS.Timeout;
  private closing = false;

  constructor(private readonly options: PusherServerOptions) {
    this.handler = new MessageHandler({
      credentials: options.credentials,
      registry: this.registry,
      broadcaster: options.broadcaster,
      clientEvents: options.clientEvents,
      now: () => performance.now(),
      presence: options.presence,
      logError: options.logError,
    });
    this.stopListening = options.broadcaster.onMessage((message) => this.deliver(message));
    // One timer for every socket, not one per socket: cheap at thousands of connections.
    const sweepMs = Math.min(5_000, options.activityTimeoutSeconds * 250, options.pongTimeoutMs / 2);
    this.sweepTimer = setInterval(() => this.sweep(), Math.max(50, sweepMs));
    this.sweepTimer.unref();
  }

  get credentials(): PusherCredentials {
    return this.options.credentials;
  }

  /** Takes WebSocket upgrades on `/app/{key}` from the HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = appKeyOfPath(url.pathname);
      if (key === null) {
        // In development Vite's HMR socket shares this server; answer only when nobody else will.
        if (server.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request, key, url.searchParams));
    });
  }

  /** Sends a broadcast message to this process's subscribers of its channels. */
  deliver(message: BroadcastMessage): void {
    for (const channel of message.channels) {
      let frame: string | undefined;
      for (const subscriber of this.registry.subscribers(channel)) {
        if (subscriber.socketId === message.exceptSocketId) continue;
        // Encoded once per channel, lazily: most channels of a multi-channel event have no one here.
        frame ??= encodeFrame(message.event, message.data, channel, message.userId);
        subscriber.send(frame);
      }
    }
  }

  /** Open sockets, channels and subscriptions on this process. */
  stats(): { connections: number; channels: number; subscriptions: number } {
    return { connections: this.connections.size, ...this.registry.stats() };
  }

  /** Closes every socket with 4200 ("reconnect now"): clients come back to a live process. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.sweepTimer);
    this.stopListening();
    await Promise.all([...this.connections].map((connection) => connection.closeAndWait(ErrorCode.reconnectImmediately, 'Server restarting', CLOSE_GRACE_MS)));
    this.wss.close();
  }

  private accept(ws: WebSocket, request: IncomingMessage, key: string, params: URLSearchParams): void {
    const refusal = this.closing
      ? { code: ErrorCode.reconnectImmediately, message: 'Server restarting' }
      : handshakeRefusal(request, key, params, { key: this.options.credentials.key, allowedOrigins: this.options.allowedOrigins, trustProxy: this.options.trustProxy });
    if (refusal) {
      ws.on('error', () => undefined);
      ws.send(errorFrame(refusal.code, refusal.message));
      ws.close(refusal.code, refusal.message);
      return;
    }
    const connection = new PusherConnection(newSocketId(), ws, performance.now());
    this.connections.add(connection);
    ws.on('message', (data, isBinary) => this.handler.handle(connection, data, isBinary));
    // 'error' is always followed by 'close', where the connection is cleaned up.
    ws.on('error', () => undefined);
    ws.on('close', () => this.drop(connection));
    connection.send(encodeFrame('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: this.options.activityTimeoutSeconds }));
  }

  private drop(connection: PusherConnection): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of [...connection.channels]) this.handler.leave(connection, channel);
  }

  private sweep(): void {
    const now = performance.now();
    const idleLimit = this.options.activityTimeoutSeconds * 1000;
    for (const connection of this.connections) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > this.options.pongTimeoutMs) connection.close(ErrorCode.pongNotReceived, 'Pong reply not received');
      } else if (now - connection.lastActivity > idleLimit) {
        connection.pingSentAt = now;
        connection.send(encodeFrame('pusher:ping', {}));
      }
    }
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PusherClientConfig } from '../../shared/api';
import { broadcastingAuthRoutes } from './authRoutes';
import { Broadcaster, type EventRecorder } from './broadcaster';
import { pusherClientConfigFor } from './clientConfig';
import { generateCredentials } from './credentials';
import { eventsApiRoutes } from './eventsApiRoutes';
import { MemoryFanout, type Fanout } from './fanout';
import { PusherServer } from './pusherServer';
import { PresenceRelay } from './presenceRelay';
import { RedisFanout } from './redisFanout';
import { RedisPresence } from './sharedPresence';

/** Realtime knobs for tests and deployments; the defaults are Pusher's. */
export interface RealtimeOptions {
  /** Allow `client-*` events on private and presence channels (Pusher: off unless enabled). */
  clientEvents?: boolean;
  /** Seconds of client silence before the server pings (Pusher: 120). */
  activityTimeoutSeconds?: number;
  /** Milliseconds a ping may go unanswered before the socket is closed with 4201 (Pusher: 30 s). */
  pongTimeoutMs?: number;
  /** Wall clock for signed timestamps of the events API (not the game clock). */
  now?: () => number;
}

/** The realtime side of the app, reachable as `app.realtime`. */
export interface Realtime {
  server: PusherServer;
  /** The config the served page hands to pusher-js for this request. */
  clientConfig(request: FastifyRequest): PusherClientConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Pusher-protocol WebSocket server and its client config. */
    realtime: Realtime;
    /** Publish game events to players, after the transaction commits. */
    broadcaster: Broadcaster;
  }
}

/**
 * Wires realtime into the app: the fan-out (Redis with `REDIS_URL`, else in-process), the
 * WebSocket server on `app.server`, the auth routes and the events API. On close the sockets
 * are closed with 4200 first, so clients reconnect, then the fan-out. `recordEvent` keeps
 * character events in the captain's log (injected: realtime imports no domain).
 */
export async function registerRealtime(app: FastifyInstance, recordEvent: EventRecorder, options: RealtimeOptions = {}): Promise<void> {
  const { config } = app.deps;
  // Tests and benchmarks build apps without credentials: throw-away ones serve them.
  const credentials = config.pusher ?? generateCredentials();
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const fanout: Fanout = config.redisUrl ? await RedisFanout.connect(config.redisUrl, (line) => app.log.warn(line)) : new MemoryFanout();
  const broadcaster = new Broadcaster(fanout, logError, recordEvent);
  // With Redis, presence channels list the members of every process, not only this one's.
  const presence = config.redisUrl
    ? new PresenceRelay(await RedisPresence.connect(config.redisUrl, credentials.appId, (line) => app.log.warn(line)), broadcaster, logError)
    : undefined;
  const server = new PusherServer({
    presence,
    credentials,
    broadcaster,
    allowedOrigins: config.realtimeAllowedOrigins,
    trustProxy: config.trustProxy,
    clientEvents: options.clientEvents ?? false,
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
    pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
    logError,
  });
  server.attach(app.server);

  app.decorate('broadcaster', broadcaster);
  app.decorate('realtime', { server, clientConfig: (request: FastifyRequest) => pusherClientConfigFor(request, credentials.key) });
  app.addHook('preClose', async () => server.close());
  app.addHook('onClose', async () => {
    await broadcaster.close();
    await presence?.close();
  });

  broadcastingAuthRoutes(app, credentials);
  await eventsApiRoutes(app, { credentials, broadcaster, now: options.now ?? Date.now });
}

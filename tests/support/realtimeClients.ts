import Pusher, { type Channel, type ChannelAuthorizationHandler, type UserAuthenticationHandler } from 'pusher-js';
import type PusherSdk from 'pusher';
import { broadcastingPaths, SERVER_TO_USER_PREFIX } from '../../src/shared/api';
import { SESSION_COOKIE } from '../../src/server/http/session';
import type { LiveServer } from './realtimeHarness';
import type { Visitor } from './testApp';

const open = new Set<Pusher>();

/** Posts the form pusher-js's ajax transport posts, carrying the visitor's cookie and CSRF token. */
function formPost(baseUrl: string, path: string, visitor: Visitor, fields: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: `${SESSION_COOKIE}=${visitor.cookie}`,
      'x-csrf-token': visitor.csrfToken,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Channel authorisation through our `/broadcasting/auth`, as the browser does it. */
export function viaBroadcastingAuth(baseUrl: string, visitor: Visitor): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    formPost(baseUrl, broadcastingPaths.channelAuth, visitor, { socket_id: socketId, channel_name: channelName })
      .then(async (response) => {
        if (response.status !== 200) callback(new Error(`/broadcasting/auth answered ${response.status}`), null);
        else callback(null, await response.json());
      })
      .catch((error: Error) => callback(error, null));
  };
}

/** User sign-in through our `/broadcasting/user-auth`. */
export function viaUserAuth(baseUrl: string, visitor: Visitor): UserAuthenticationHandler {
  return ({ socketId }, callback) => {
    formPost(baseUrl, broadcastingPaths.userAuth, visitor, { socket_id: socketId })
      .then(async (response) => {
        if (response.status !== 200) callback(new Error(`/broadcasting/user-auth answered ${response.status}`), null);
        else callback(null, await response.json());
      })
      .catch((error: Error) => callback(error, null));
  };
}

/** Channel authorisation signed by the official server SDK (presence channels need member data). */
export function viaServerSdk(sdk: PusherSdk, member?: { user_id: string; user_info?: Record<string, unknown> }): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => callback(null, sdk.authorizeChannel(socketId, channelName, member));
}

/** The stock pusher-js client (Node build) aimed at our server, as the game's client configures it. */
export function connectPusher(
  server: Pick<LiveServer, 'port' | 'credentials'>,
  auth: { channel?: ChannelAuthorizationHandler; user?: UserAuthenticationHandler } = {},
): Pusher {
  const refuse: ChannelAuthorizationHandler = (_params, callback) => callback(new Error('no authoriser in this test'), null);
  const client = new Pusher(server.credentials.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    enableStats: false,
    channelAuthorization: { customHandler: auth.channel ?? refuse },
    userAuthentication: { customHandler: auth.user ?? ((_params, callback) => callback(new Error('no user auth in this test'), null)) },
  });
  open.add(client);
  return client;
}

/** Disconnects every client this file opened (afterEach), so no test leaves a socket behind. */
export function disconnectAll(): void {
  for (const client of open) client.disconnect();
  open.clear();
}

/** Resolves with the socket id once connected. */
export function connected(client: Pusher, timeoutMs = 3_000): Promise<string> {
  if (client.connection.state === 'connected') return Promise.resolve(client.connection.socket_id);
  return withTimeout(timeoutMs, 'connection', (resolve) => {
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

/** Resolves with the subscription data, or rejects with the subscription error. */
export function subscribed(channel: Channel, timeoutMs = 3_000): Promise<unknown> {
  return withTimeout(timeoutMs, `subscription to ${channel.name}`, (resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => resolve(data));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(Object.assign(new Error('subscription_error'), { detail: error })));
  });
}

/** Resolves with the data of the next `event` on `channel`. */
export function nextEvent(channel: Channel, event: string, timeoutMs = 3_000): Promise<unknown> {
  return withTimeout(timeoutMs, `${event} on ${channel.name}`, (resolve) => {
    const handler = (data: unknown) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** The signed-in user's channel pusher-js subscribes to after `signin()`. */
export const userChannelName = (userId: string) => `${SERVER_TO_USER_PREFIX}${userId}`;

function withTimeout<T>(timeoutMs: number, what: string, start: (resolve: (value: T) => void, reject: (error: Error) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
    start(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

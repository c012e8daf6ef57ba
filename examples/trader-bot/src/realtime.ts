import Pusher, { type Channel, type ChannelAuthorizationHandler } from 'pusher-js';

/** Where the game's WebSocket is and its key: what the game's page tells the browser. */
export interface RealtimeServer {
  key: string;
  host: string;
  port: number;
  tls: boolean;
}

/** What the JourneyArrived event on the character's private channel carries. */
export interface JourneyArrived {
  journey_id: number;
  destination: string;
  message: string;
}

/**
 * The realtime server: the given key on the game's own host and port, or the config the game's
 * page carries in `<meta name="pusher-config">`. Null when neither is there (the bot then polls).
 */
export async function findRealtimeServer(url: string, key?: string): Promise<RealtimeServer | null> {
  const base = new URL(url);
  const tls = base.protocol === 'https:';
  if (key) return { key, host: base.hostname, port: Number(base.port) || (tls ? 443 : 80), tls };
  try {
    const page = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
    const content = /<meta name="pusher-config" content="([^"]*)"/.exec(page)?.[1];
    if (!content) return null;
    return JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as RealtimeServer;
  } catch {
    return null;
  }
}

/** Channel authorisation: `/broadcasting/auth` signs the subscription for the token's own characters. */
function authorisedBy(url: string, token: string): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    fetch(`${url}/broadcasting/auth`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
    })
      .then(async (response) => {
        if (response.ok) callback(null, await response.json());
        else callback(new Error(`/broadcasting/auth answered ${response.status}`), null);
      })
      .catch((error: Error) => callback(error, null));
  };
}

/**
 * Listens to `private-character.{id}` with the stock pusher-js client. `wake()` resolves at the
 * next JourneyArrived (or when `timeoutMs` passes: the caller then polls the travel status).
 */
export class ArrivalListener {
  private readonly pusher: Pusher;
  private readonly channel: Channel;
  private waiting: Array<() => void> = [];
  /** Arrivals heard, by journey id (an arrival may come before the bot starts to wait for it). */
  readonly arrived = new Set<number>();

  constructor(server: RealtimeServer, url: string, token: string, characterId: number) {
    this.pusher = new Pusher(server.key, {
      cluster: '',
      wsHost: server.host,
      wsPort: server.port,
      wssPort: server.port,
      forceTLS: server.tls,
      enabledTransports: ['ws', 'wss'],
      enableStats: false,
      channelAuthorization: { customHandler: authorisedBy(url, token) },
    });
    this.channel = this.pusher.subscribe(`private-character.${characterId}`);
    this.channel.bind('JourneyArrived', (event: JourneyArrived) => {
      this.arrived.add(event.journey_id);
      for (const wake of this.waiting.splice(0)) wake();
    });
  }

  /** Resolves once subscribed (true), or false on a refusal or after `timeoutMs`: the bot works without it. */
  subscribed(timeoutMs = 5_000): Promise<boolean> {
    if (this.channel.subscribed) return Promise.resolve(true);
    return new Promise((resolve) => {
      const settle = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      const timer = setTimeout(() => settle(false), timeoutMs);
      this.channel.bind('pusher:subscription_succeeded', () => settle(true));
      this.channel.bind('pusher:subscription_error', () => settle(false));
    });
  }

  /** Waits for the next arrival, at most `timeoutMs`. */
  wake(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiting.push(done);
    });
  }

  close(): void {
    this.pusher.disconnect();
  }
}

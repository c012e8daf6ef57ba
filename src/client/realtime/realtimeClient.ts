import Pusher, { type Channel, type ChannelAuthorizationHandler, type Options } from 'pusher-js';
import { broadcastingPaths, characterChannelWireName, isCharacterEvent, type CharacterEventName, type PusherClientConfig } from '../../shared/api';
import type { ConnectionStatus } from '../stores/connectionStore';

// The status type lives with the store that shows it (stores import no realtime code).
export type { ConnectionStatus };

export interface RealtimeClientOptions {
  config: PusherClientConfig;
  /** Headers for `/broadcasting/auth` and `/broadcasting/user-auth`, read per request (the CSRF token rotates at login). */
  authHeaders?: () => Record<string, string>;
  /** Replaces pusher-js's form post to `/broadcasting/auth` (Node has no cookie jar for it). */
  channelAuthorization?: ChannelAuthorizationHandler;
  /** Resolves true once the server answers again (any HTTP status); it gates the reconnect nudge. */
  probeServer: () => Promise<boolean>;
  /** Milliseconds between probes while offline (jittered ±25 %). */
  probeIntervalMs?: number;
  onStatus?: (status: ConnectionStatus) => void;
  onEvent?: (event: CharacterEventName, data: unknown, characterId: number) => void;
  /** After a reconnect, once the character channel is back: the protocol has no replay, so refetch. */
  onResync?: (characterId: number | null) => void;
  onSubscribed?: (characterId: number) => void;
  /** Set-up failures: the spec sends them to the console only. */
  logError?: (message: string, detail?: unknown) => void;
}

function pusherOptions(options: RealtimeClientOptions): Options {
  const { config } = options;
  const headersProvider = options.authHeaders ?? (() => ({}));
  return {
    // Our own server, not Pusher's cloud: the host and port below say where; no cluster.
    cluster: '',
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.tls,
    enabledTransports: ['ws', 'wss'],
    enableStats: false,
    channelAuthorization: options.channelAuthorization
      ? { customHandler: options.channelAuthorization }
      : { endpoint: broadcastingPaths.channelAuth, transport: 'ajax', headersProvider },
    userAuthentication: { endpoint: broadcastingPaths.userAuth, transport: 'ajax', headersProvider },
  };
}

/**
 * One pusher-js connection and the active character's private channel. pusher-js re-subscribes
 * by itself after a reconnect; this adds what it lacks: a prompt retry once the server is back,
 * and a resync callback, since events sent while offline are gone for good.
 */
export class RealtimeClient {
  private readonly pusher: Pusher;
  private status: ConnectionStatus = 'connecting';
  private hasConnected = false;
  private resyncPending = false;
  private characterId: number | null = null;
  private channel: Channel | null = null;
  private probeTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly options: RealtimeClientOptions) {
    this.pusher = new Pusher(options.config.key, pusherOptions(options));
    this.pusher.connection.bind('state_change', ({ current }: { current: string }) => this.onState(current));
  }

  /** The socket id while connected (for `socket_id` on requests that should not echo back). */
  get socketId(): string | undefined {
    return this.pusher.connection.socket_id;
  }

  /** Subscribes to `private-character.{id}` alone, leaving the previous character's channel. */
  follow(characterId: number | null): void {
    if (characterId === this.characterId) return;
    if (this.channel) {
      this.channel.unbind_all();
      this.pusher.unsubscribe(this.channel.name);
      this.channel = null;
    }
    this.characterId = characterId;
    if (characterId === null || this.stopped) return;
    const channel = this.pusher.subscribe(characterChannelWireName(characterId));
    channel.bind_global((event: string, data: unknown) => {
      if (isCharacterEvent(event)) this.options.onEvent?.(event, data, characterId);
    });
    channel.bind('pusher:subscription_succeeded', () => {
      this.options.onSubscribed?.(characterId);
      if (this.resyncPending) this.resync();
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      this.options.logError?.(`Realtime: could not subscribe to ${channel.name}`, error);
    });
    this.channel = channel;
  }

  private readonly shared = new Map<string, { channel: Channel; users: number }>();

  /**
   * Subscribes to another channel (a party's or guild's presence channel, the character's social
   * channel) for as long as someone uses it: each `join` is matched by a `leave`, and the last
   * `leave` unsubscribes.
   */
  join(channelName: string): Channel {
    const entry = this.shared.get(channelName);
    if (entry) {
      entry.users += 1;
      return entry.channel;
    }
    const channel = this.pusher.subscribe(channelName);
    channel.bind('pusher:subscription_error', (error: unknown) => this.options.logError?.(`Realtime: could not subscribe to ${channelName}`, error));
    this.shared.set(channelName, { channel, users: 1 });
    return channel;
  }

  leave(channelName: string): void {
    const entry = this.shared.get(channelName);
    if (!entry || --entry.users > 0) return;
    this.shared.delete(channelName);
    this.pusher.unsubscribe(channelName);
  }

  /** Closes the connection for good (logout, unmount). */
  disconnect(): void {
    this.stopped = true;
    this.clearProbe();
    this.follow(null);
    this.pusher.disconnect();
  }

  private onState(state: string): void {
    if (this.stopped) return;
    if (state === 'connected') {
      this.clearProbe();
      this.resyncPending = this.hasConnected;
      this.hasConnected = true;
      this.setStatus('connected');
      // Without a character channel there is nothing to wait for before resyncing.
      if (this.resyncPending && this.channel === null) this.resync();
      return;
    }
    // Once connected, any other state means events may be missed: that is offline to a player.
    this.setStatus(this.hasConnected || state !== 'connecting' ? 'offline' : 'connecting');
    // 'failed' means no WebSocket support at all: no server coming back can fix that.
    if (this.status === 'offline' && state !== 'failed') this.scheduleProbe();
  }

  private resync(): void {
    this.resyncPending = false;
    this.options.onResync?.(this.characterId);
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  // After a failed attempt pusher-js waits up to 15 s (doubling to 60 s) before the next one;
  // a cheap probe notices the server's return and reconnects at once instead.
  private scheduleProbe(): void {
    if (this.probeTimer !== null || this.stopped) return;
    const interval = this.options.probeIntervalMs ?? 1_000;
    // Jitter, so a restarted server is not met by every client in the same instant.
    const delay = interval * (0.75 + Math.random() * 0.5);
    this.probeTimer = setTimeout(() => void this.probe(), delay);
  }

  private needsProbe(): boolean {
    return !this.stopped && this.status !== 'connected';
  }

  private async probe(): Promise<void> {
    this.probeTimer = null;
    if (!this.needsProbe()) return;
    const back = await this.options.probeServer().catch(() => false);
    // pusher-js may have got through by itself while the probe was out.
    if (!this.needsProbe()) return;
    if (back) {
      this.pusher.disconnect();
      this.pusher.connect();
    }
    this.scheduleProbe();
  }

  private clearProbe(): void {
    if (this.probeTimer !== null) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }
}

import type { RawData } from 'ws';
import { MAX_EVENT_PAYLOAD_BYTES, SERVER_TO_USER_PREFIX } from '../../shared/api';
import type { Broadcaster } from './broadcaster';
import type { ChannelRegistry, PresenceMember } from './channelRegistry';
import type { PusherConnection } from './connection';
import type { PusherCredentials } from './credentials';
import type { PresenceRelay } from './presenceRelay';
import { channelKind, encodeFrame, ErrorCode, errorFrame, messageData, parseClientMessage, type ClientMessage } from './protocol';
import { verifyChannel, verifyUser } from './signatures';

/** Pusher's limit on client events per connection per second. */
const CLIENT_EVENTS_PER_SECOND = 10;
// No page needs more; without a cap one socket could make the server hold millions of channels.
const MAX_CHANNELS_PER_CONNECTION = 200;

export interface MessageHandlerContext {
  credentials: PusherCredentials;
  registry: ChannelRegistry;
  broadcaster: Broadcaster;
  clientEvents: boolean;
  /** Presence shared across server processes (Redis); per process without it. */
  presence?: PresenceRelay;
  now: () => number;
  logError: (error: unknown, message: string) => void;
}

function asBuffer(raw: RawData): Buffer {
  if (Array.isArray(raw)) return Buffer.concat(raw);
  return raw instanceof ArrayBuffer ? Buffer.from(raw) : raw;
}

/** Reads the member a presence subscription's `channel_data` names: `{ user_id, user_info? }`. */
function presenceMember(channelData: string): PresenceMember | null {
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
    const id = parsed.user_id;
    if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return null;
    return { userId: String(id), userInfo: parsed.user_info ?? null };
  } catch {
    return null;
  }
}

/** The protocol's client-to-server messages: ping, subscribe, unsubscribe, signin, client events. */
export class MessageHandler {
  constructor(private readonly ctx: MessageHandlerContext) {}

  handle(connection: PusherConnection, raw: RawData, isBinary: boolean): void {
    connection.touch(this.ctx.now());
    // Checked before parsing, so an oversized message costs nothing but this answer.
    const bytes = asBuffer(raw);
    if (bytes.length > MAX_EVENT_PAYLOAD_BYTES) {
      connection.send(errorFrame(ErrorCode.clientEventRejected, `Maximum message size exceeded: messages are limited to ${MAX_EVENT_PAYLOAD_BYTES} bytes.`));
      return;
    }
    const message = isBinary ? null : parseClientMessage(bytes.toString('utf8'));
    if (!message) {
      connection.send(errorFrame(null, 'Invalid message: expected a JSON Pusher event.'));
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        connection.send(encodeFrame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, messageData(message));
        return;
      case 'pusher:unsubscribe': {
        const { channel } = messageData(message);
        if (typeof channel === 'string') this.leave(connection, channel);
        return;
      }
      case 'pusher:signin':
        this.signin(connection, messageData(message));
        return;
    }
    if (message.event.startsWith('client-')) this.clientEvent(connection, message);
    // Any other event is ignored, as Pusher does.
  }

  /** Takes `connection` out of `channel`, telling presence members when a user left. */
  leave(connection: PusherConnection, channel: string): void {
    connection.channels.delete(channel);
    const member = this.ctx.registry.memberOf(channel, connection);
    const { leftMember } = this.ctx.registry.remove(channel, connection);
    if (this.ctx.presence) {
      if (member) this.ctx.presence.unsubscribed(connection, channel, member);
      return;
    }
    if (leftMember) this.toChannel(channel, encodeFrame('pusher_internal:member_removed', { user_id: leftMember.userId }, channel));
  }

  private refuse(connection: PusherConnection, channel: unknown, error: string, status: number): void {
    // A name is echoed back only when it is a plausible one, never an attacker's megabyte.
    const named = typeof channel === 'string' && channel.length <= 200 ? channel : undefined;
    // pusher-js raises the channel-scoped error on the channel; the protocol's error goes to the connection.
    if (named) connection.send(encodeFrame('pusher:subscription_error', { type: 'AuthError', error, status }, named));
    connection.send(errorFrame(ErrorCode.unauthorized, error, named));
  }

  private subscribe(connection: PusherConnection, data: Record<string, unknown>): void {
    const { channel, auth } = data;
    const kind = channelKind(channel);
    if (kind === null || typeof channel !== 'string') return this.refuse(connection, channel, 'Invalid channel name.', 400);
    const { registry, credentials } = this.ctx;
    if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION && !connection.channels.has(channel)) {
      return this.refuse(connection, channel, `A connection may subscribe to at most ${MAX_CHANNELS_PER_CONNECTION} channels.`, 429);
    }
    let member: PresenceMember | null = null;
    if (kind === 'private' && !verifyChannel(credentials, auth, connection.socketId, channel)) {
      return this.refuse(connection, channel, `Invalid signature for ${channel}.`, 401);
    }
    if (kind === 'presence') {
      const channelData = data.channel_data;
      if (typeof channelData !== 'string' || !verifyChannel(credentials, auth, connection.socketId, channel, channelData)) {
        return this.refuse(connection, channel, `Invalid signature for ${channel}.`, 401);
      }
      member = presenceMember(channelData);
      if (!member) return this.refuse(connection, channel, 'The channel data must name a user_id.', 400);
    }
    if (kind === 'server-to-user' && (connection.userId === null || channel !== `${SERVER_TO_USER_PREFIX}${connection.userId}`)) {
      return this.refuse(connection, channel, 'Only the signed-in user may subscribe to their own channel.', 403);
    }

    const again = registry.has(channel, connection);
    const { newMember } = registry.add(channel, connection, member);
    connection.channels.add(channel);
    if (member && this.ctx.presence && !again) return this.ctx.presence.subscribed(connection, channel, member, () => registry.presence(channel));
    connection.send(encodeFrame('pusher_internal:subscription_succeeded', kind === 'presence' ? registry.presence(channel) : {}, channel));
    if (member && newMember) {
      const joined = encodeFrame('pusher_internal:member_added', { user_id: member.userId, user_info: member.userInfo }, channel);
      this.toChannel(channel, joined, connection);
    }
  }

  private signin(connection: PusherConnection, data: Record<string, unknown>): void {
    const { auth, user_data: userData } = data;
    let id: unknown;
    try {
      id = typeof userData === 'string' ? (JSON.parse(userData) as { id?: unknown }).id : undefined;
    } catch {
      id = undefined;
    }
    if (typeof userData !== 'string' || typeof id !== 'string' || id === '' || !verifyUser(this.ctx.credentials, auth, connection.socketId, userData)) {
      connection.send(errorFrame(ErrorCode.unauthorized, 'Invalid signin: the user data or its signature is wrong.'));
      return;
    }
    if (connection.userId !== null && connection.userId !== id) this.leave(connection, `${SERVER_TO_USER_PREFIX}${connection.userId}`);
    connection.userId = id;
    connection.send(encodeFrame('pusher:signin_success', { user_data: userData }));
  }

  private clientEvent(connection: PusherConnection, message: ClientMessage): void {
    const { channel } = message;
    const reject = (why: string) => connection.send(errorFrame(ErrorCode.clientEventRejected, why, channel));
    if (!this.ctx.clientEvents) return reject('Client events are not enabled for this app.');
    const kind = channelKind(channel);
    if (typeof channel !== 'string' || (kind !== 'private' && kind !== 'presence') || !this.ctx.registry.has(channel, connection)) {
      return reject('Client events need a subscribed private or presence channel.');
    }
    const now = this.ctx.now();
    const window = connection.clientEventWindow;
    if (now - window.startedAt >= 1000) Object.assign(window, { startedAt: now, count: 0 });
    if (++window.count > CLIENT_EVENTS_PER_SECOND) return reject('Client event rejected due to rate limit.');

    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    const userId = kind === 'presence' ? (this.ctx.registry.memberOf(channel, connection)?.userId ?? undefined) : undefined;
    this.ctx.broadcaster
      .send({ channels: [channel], event: message.event, data, exceptSocketId: connection.socketId, userId })
      .catch((error: unknown) => this.ctx.logError(error, 'realtime: client event not sent'));
  }

  /** Sends a frame to this process's subscribers of `channel` (presence notices are per process). */
  private toChannel(channel: string, frame: string, except?: PusherConnection): void {
    for (const subscriber of this.ctx.registry.subscribers(channel)) {
      if (subscriber !== except) subscriber.send(frame);
    }
  }
}

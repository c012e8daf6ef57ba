/** Anything that can receive frames: a WebSocket connection, or a test double. */
export interface Subscriber {
  readonly socketId: string;
  send(frame: string): void;
}

/** A presence member: the user id and info the channel authorisation signed. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

interface MemberEntry {
  info: unknown;
  /** One user may be subscribed from several tabs; they leave when the last one does. */
  sockets: number;
}

interface ChannelState {
  subscribers: Map<Subscriber, PresenceMember | null>;
  members: Map<string, MemberEntry>;
}

/** Who is subscribed to which channel on this process; empty channels are dropped at once. */
export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  /** Adds a subscriber; for presence, reports whether this user is new to the channel. */
  add(channel: string, subscriber: Subscriber, member: PresenceMember | null = null): { newMember: boolean } {
    let state = this.channels.get(channel);
    if (!state) {
      state = { subscribers: new Map(), members: new Map() };
      this.channels.set(channel, state);
    }
    if (state.subscribers.has(subscriber)) return { newMember: false };
    state.subscribers.set(subscriber, member);
    if (!member) return { newMember: false };
    const entry = state.members.get(member.userId);
    if (entry) {
      entry.sockets += 1;
      return { newMember: false };
    }
    state.members.set(member.userId, { info: member.userInfo, sockets: 1 });
    return { newMember: true };
  }

  /** Removes a subscriber; returns the presence member who left the channel entirely, if any. */
  remove(channel: string, subscriber: Subscriber): { leftMember: PresenceMember | null } {
    const state = this.channels.get(channel);
    if (!state || !state.subscribers.has(subscriber)) return { leftMember: null };
    const member = state.subscribers.get(subscriber) ?? null;
    state.subscribers.delete(subscriber);
    let leftMember: PresenceMember | null = null;
    if (member) {
      const entry = state.members.get(member.userId);
      if (entry && --entry.sockets === 0) {
        state.members.delete(member.userId);
        leftMember = member;
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return { leftMember };
  }

  /** The presence member a subscriber joined as, if any. */
  memberOf(channel: string, subscriber: Subscriber): PresenceMember | null {
    return this.channels.get(channel)?.subscribers.get(subscriber) ?? null;
  }

  /** How many sockets on this process are subscribed to `channel`. */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  has(channel: string, subscriber: Subscriber): boolean {
    return this.channels.get(channel)?.subscribers.has(subscriber) ?? false;
  }

  /** The channel's subscribers (live view; copy before mutating the registry while iterating). */
  subscribers(channel: string): Iterable<Subscriber> {
    return this.channels.get(channel)?.subscribers.keys() ?? [];
  }

  /** The presence payload of `pusher_internal:subscription_succeeded`. */
  presence(channel: string): { presence: { ids: string[]; hash: Record<string, unknown>; count: number } } {
    const members = this.channels.get(channel)?.members ?? new Map<string, MemberEntry>();
    const hash: Record<string, unknown> = {};
    for (const [id, entry] of members) hash[id] = entry.info ?? null;
    return { presence: { ids: [...members.keys()], hash, count: members.size } };
  }

  /** Channels and subscriptions held, for health checks and leak tests. */
  stats(): { channels: number; subscriptions: number } {
    let subscriptions = 0;
    for (const state of this.channels.values()) subscriptions += state.subscribers.size;
    return { channels: this.channels.size, subscriptions };
  }
}

import type { Broadcaster } from './broadcaster';
import type { PresenceMember, Subscriber } from './channelRegistry';
import { encodeFrame } from './protocol';
import type { PresencePayload, SharedPresence } from './sharedPresence';

/**
 * Presence channels across server processes: a socket's subscription is counted in the shared
 * presence (Redis), the subscriber gets every process's members, and member_added / member_removed
 * travel through the fan-out to subscribers on every process. A socket's leave waits for its join,
 * so the counts never go out of step.
 */
export class PresenceRelay {
  private readonly joining = new Map<string, Promise<unknown>>();

  constructor(
    private readonly presence: SharedPresence,
    private readonly broadcaster: Broadcaster,
    private readonly logError: (error: unknown, message: string) => void,
  ) {}

  /**
   * After the local registry took the subscriber: count it in and answer with everyone's presence
   * (this process's members, `local`, when Redis fails).
   */
  subscribed(subscriber: Subscriber, channel: string, member: PresenceMember, local: () => PresencePayload): void {
    const key = `${subscriber.socketId}\n${channel}`;
    const join = this.presence
      .join(channel, member)
      .then(({ newMember, presence }) => {
        subscriber.send(encodeFrame('pusher_internal:subscription_succeeded', presence, channel));
        if (!newMember) return;
        const data = JSON.stringify({ user_id: member.userId, user_info: member.userInfo });
        return this.broadcaster.send({ channels: [channel], event: 'pusher_internal:member_added', data, exceptSocketId: subscriber.socketId });
      })
      .catch((error: unknown) => {
        this.logError(error, `realtime: shared presence of ${channel} unavailable; answering with this process's members`);
        subscriber.send(encodeFrame('pusher_internal:subscription_succeeded', local(), channel));
      })
      .finally(() => {
        if (this.joining.get(key) === join) this.joining.delete(key);
      });
    this.joining.set(key, join);
  }

  /** After the local registry dropped the subscriber: count it out and tell everyone when the member left. */
  unsubscribed(subscriber: Subscriber, channel: string, member: PresenceMember): void {
    const pending = this.joining.get(`${subscriber.socketId}\n${channel}`) ?? Promise.resolve();
    void pending
      .then(() => this.presence.leave(channel, member.userId))
      .then(({ left }) => {
        if (!left) return;
        return this.broadcaster.send({ channels: [channel], event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: member.userId }) });
      })
      .catch((error: unknown) => this.logError(error, `realtime: leaving the shared presence of ${channel} failed`));
  }

  close(): Promise<void> {
    return this.presence.close();
  }
}

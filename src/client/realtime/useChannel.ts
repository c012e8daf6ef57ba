import { useEffect, useRef, useState } from 'react';
import type { Members, PresenceChannel } from 'pusher-js';
import { useRealtimeClient } from './realtimeHandle';

/** Someone on a presence channel: the character's id and name. */
export interface OnlineMember {
  id: number;
  name: string;
}

function membersOf(channel: PresenceChannel): OnlineMember[] {
  const list: OnlineMember[] = [];
  (channel.members as Members | undefined)?.each((member: { id: string; info: { name?: string } | null }) => {
    list.push({ id: Number(member.id), name: member.info?.name ?? '' });
  });
  return list;
}

/**
 * Joins a realtime channel while mounted: `events` are called with each event's data (the latest
 * handlers, without resubscribing), and a presence channel's members are returned, live. A
 * `pusher:subscription_succeeded` handler hears when the channel starts listening: what was sent
 * before that is gone, so it is the moment to read again what the channel's events would refresh.
 */
export function useChannel(channelName: string | null, events: Record<string, (data: unknown) => void> = {}): { online: OnlineMember[] } {
  const client = useRealtimeClient();
  const [online, setOnline] = useState<OnlineMember[]>([]);
  const handlers = useRef(events);
  handlers.current = events;

  useEffect(() => {
    if (!client || !channelName) return;
    const channel = client.join(channelName) as PresenceChannel;
    const presence = channelName.startsWith('presence-');
    const refresh = () => setOnline(presence ? membersOf(channel) : []);
    const onEvent = (event: string, data: unknown) => {
      if (event.startsWith('pusher:')) {
        if (event === 'pusher:subscription_succeeded' || event === 'pusher:member_added' || event === 'pusher:member_removed') refresh();
        if (event === 'pusher:subscription_succeeded') handlers.current[event]?.(data);
        return;
      }
      handlers.current[event]?.(data);
    };
    channel.bind_global(onEvent);
    if (channel.subscribed) refresh();
    return () => {
      channel.unbind_global(onEvent);
      client.leave(channelName);
      setOnline([]);
    };
  }, [client, channelName]);

  return { online };
}

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient } from './realtimeClient';
import { setRealtimeClient } from './realtimeHandle';
import { useChannel } from './useChannel';

type Listener = (event: string, data: unknown) => void;

/** A channel as pusher-js hands it out: global bindings, and members once subscribed. */
function fakeClient() {
  const listeners: Listener[] = [];
  const members: { id: string; info: { name: string } }[] = [];
  const channel = {
    subscribed: false,
    members: { each: (visit: (member: (typeof members)[number]) => void) => members.forEach(visit) },
    bind_global: (listener: Listener) => listeners.push(listener),
    unbind_global: (listener: Listener) => listeners.splice(listeners.indexOf(listener), 1),
  };
  const client = { join: vi.fn(() => channel), leave: vi.fn() };
  const emit = (event: string, data: unknown = {}) => act(() => listeners.forEach((listener) => listener(event, data)));
  return { client, members, emit, listeners };
}

afterEach(() => setRealtimeClient(null));

describe('useChannel', () => {
  it("hands the channel's events to the latest handlers and its subscription to the subscribed handler", () => {
    const { client, emit } = fakeClient();
    setRealtimeClient(client as unknown as RealtimeClient);
    const updated = vi.fn();
    const subscribed = vi.fn();
    renderHook(() => useChannel('presence-party.3', { PartyUpdated: updated, 'pusher:subscription_succeeded': subscribed }));
    expect(client.join).toHaveBeenCalledWith('presence-party.3');

    emit('pusher:subscription_succeeded');
    expect(subscribed).toHaveBeenCalledTimes(1);
    emit('PartyUpdated', { party_id: 3 });
    expect(updated).toHaveBeenCalledWith({ party_id: 3 });
    // Pusher's other internal events go to no handler.
    emit('pusher:member_added');
    expect(subscribed).toHaveBeenCalledTimes(1);
  });

  it("lists a presence channel's members, and leaves the channel when unmounted", () => {
    const { client, members, emit, listeners } = fakeClient();
    setRealtimeClient(client as unknown as RealtimeClient);
    const { result, unmount } = renderHook(() => useChannel('presence-party.3'));
    members.push({ id: '7', info: { name: 'Vela' } });
    emit('pusher:subscription_succeeded');
    expect(result.current.online).toEqual([{ id: 7, name: 'Vela' }]);

    unmount();
    expect(client.leave).toHaveBeenCalledWith('presence-party.3');
    expect(listeners).toHaveLength(0);
  });

  it('joins nothing without a channel name', () => {
    const { client } = fakeClient();
    setRealtimeClient(client as unknown as RealtimeClient);
    renderHook(() => useChannel(null));
    expect(client.join).not.toHaveBeenCalled();
  });
});

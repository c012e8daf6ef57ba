import { describe, expect, it } from 'vitest';
import { ChannelRegistry, type Subscriber } from './channelRegistry';

const socket = (socketId: string): Subscriber => ({ socketId, send: () => undefined });

describe('ChannelRegistry', () => {
  it('counts a presence user once however many tabs they open, and lets them leave with the last', () => {
    const registry = new ChannelRegistry();
    const [tab1, tab2, other] = [socket('1.1'), socket('1.2'), socket('2.1')];
    expect(registry.add('presence-bridge', tab1, { userId: 'ada', userInfo: { name: 'Ada' } })).toEqual({ newMember: true });
    expect(registry.add('presence-bridge', tab2, { userId: 'ada', userInfo: { name: 'Ada' } })).toEqual({ newMember: false });
    expect(registry.add('presence-bridge', other, { userId: 'bob', userInfo: null })).toEqual({ newMember: true });
    expect(registry.presence('presence-bridge')).toEqual({ presence: { ids: ['ada', 'bob'], hash: { ada: { name: 'Ada' }, bob: null }, count: 2 } });

    expect(registry.remove('presence-bridge', tab1).leftMember).toBeNull();
    expect(registry.remove('presence-bridge', tab2).leftMember).toEqual({ userId: 'ada', userInfo: { name: 'Ada' } });
    expect(registry.presence('presence-bridge').presence.count).toBe(1);
  });

  it('drops a channel as soon as its last subscriber leaves', () => {
    const registry = new ChannelRegistry();
    const subscriber = socket('1.1');
    registry.add('news', subscriber);
    registry.add('news', subscriber);
    expect(registry.stats()).toEqual({ channels: 1, subscriptions: 1 });
    registry.remove('news', subscriber);
    registry.remove('news', subscriber);
    expect(registry.stats()).toEqual({ channels: 0, subscriptions: 0 });
  });
});

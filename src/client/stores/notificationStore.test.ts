import { afterEach, describe, expect, it, vi } from 'vitest';
import { alert } from '../../shared/rules/notifications/alert';
import { DEMO_INTERVAL_MS, notificationSignature, testMessage, useNotificationStore } from './notificationStore';

const store = () => useNotificationStore.getState();
const fuel = alert('ship-status', 'warning', 1, 'Kestrel: fuel low (15%)', 'ship:1:fuel:warning');
const critical = alert('ship-status', 'urgent', 1, 'Kestrel: fuel critical (5%)', 'ship:1:fuel:urgent');

describe('notification store', () => {
  afterEach(() => store().stopDemo());

  it('keeps a cleared badge cleared until the notification changes', () => {
    store().setComputed(1, [fuel]);
    store().acknowledge('ship-status');
    expect(store().acknowledged['ship-status']).toBe('1:warning');
    store().setComputed(1, [fuel]);
    expect(store().acknowledged['ship-status']).toBe(notificationSignature(store().computed, 'ship-status'));
    store().setComputed(1, [critical]);
    expect(notificationSignature(store().computed, 'ship-status')).toBe('1:urgent');
    expect(store().acknowledged['ship-status']).not.toBe('1:urgent');
  });

  it('leaves the state untouched when a refresh computes the same alerts', () => {
    store().setComputed(1, [fuel]);
    const before = store().computed;
    store().setComputed(1, [{ ...fuel }]);
    expect(store().computed).toBe(before);
    store().setComputed(1, [{ ...fuel, message: 'Kestrel: fuel low (14%)' }]);
    expect(store().computed).not.toBe(before);
  });

  it('starts afresh for another character and clears everything without one', () => {
    store().setComputed(1, [fuel]);
    store().acknowledge('ship-status');
    store().setTest('default', 3, 'warning');
    store().markChimed(['ship:1:fuel:warning']);
    store().setComputed(2, []);
    expect(store()).toMatchObject({ characterId: 2, computed: [], demo: [], acknowledged: {}, chimed: [] });
    store().setComputed(2, [fuel]);
    store().clearAll();
    expect(store()).toMatchObject({ characterId: null, computed: [], failed: [] });
  });

  it('sets, replaces and removes test notifications (count 0 removes)', () => {
    store().setTest('default', 3, 'warning');
    store().setTest('default', 5, 'urgent');
    expect(store().demo).toEqual([alert('default', 'urgent', 5, '5 test urgent notifications', 'demo:default')]);
    expect(testMessage(1, 'info')).toBe('1 test info notification');
    store().setTest('default', 0, 'info');
    expect(store().demo).toEqual([]);
  });

  it('raises random tests, and on a timer while the demo runs', () => {
    vi.useFakeTimers();
    store().randomTest(['default', 'notifications'], () => 0.99);
    expect(store().demo).toEqual([alert('notifications', 'urgent', 119, '119 test urgent notifications', 'demo:notifications')]);
    store().clearTests();
    store().startDemo(['default']);
    expect(store().demoRunning).toBe(true);
    expect(store().demo).toHaveLength(1);
    store().clearTests();
    vi.advanceTimersByTime(DEMO_INTERVAL_MS);
    expect(store().demo).toHaveLength(1);
    store().stopDemo();
    store().clearTests();
    vi.advanceTimersByTime(DEMO_INTERVAL_MS * 3);
    expect(store().demo).toEqual([]);
    expect(store().demoRunning).toBe(false);
  });

  it('remembers what was logged, and forgets a failed post so it is retried', () => {
    store().markLogged(['a', 'b']);
    store().markLogged(['b'], false);
    expect(store().logged).toEqual(['a']);
  });
});

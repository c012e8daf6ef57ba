import { describe, expect, it } from 'vitest';
import { alert } from '../../shared/rules/notifications/alert';
import { notificationView } from './notificationView';

const alerts = [
  alert('skills', 'success', 250, '250 skill points to spend', 'skills:250:0'),
  alert('default', 'info', 2, 'two', 'demo:default'),
  alert('ship-status', 'warning', 1, 'fuel low', 'fuel'),
  alert('ship-status', 'urgent', 1, 'hull', 'hull'),
];

describe('notificationView', () => {
  it('leaves out apps that are not listed, sorts by severity and totals the rest', () => {
    const view = notificationView(alerts, {}, new Set(['default', 'ship-status']));
    expect(view.alerts.map((a) => a.key)).toEqual(['hull', 'fuel', 'demo:default']);
    expect(view.total).toBe(4);
    expect(view.unread).toBe(4);
    expect(view.badges).toEqual({ default: { count: 2, type: 'info' }, 'ship-status': { count: 2, type: 'urgent' } });
  });

  it('hides a badge the player cleared, while its alerts stay in the list', () => {
    const view = notificationView(alerts, { 'ship-status': '2:urgent', default: '1:info' }, new Set(['default', 'ship-status']));
    expect(view.badges).toEqual({ default: { count: 2, type: 'info' } });
    expect(view.unread).toBe(2);
    expect(view.total).toBe(4);
  });
});

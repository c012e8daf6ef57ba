import { describe, expect, it } from 'vitest';
import { alert } from './alert';
import { compareSeverity, moreSevere, SEVERITY_RANK, sortBySeverity, summarizeAlerts } from './severity';

describe('severity', () => {
  it('ranks urgent > warning > success > info', () => {
    expect(Object.entries(SEVERITY_RANK).sort(([, a], [, b]) => b - a).map(([type]) => type)).toEqual(['urgent', 'warning', 'success', 'info']);
    expect(compareSeverity('urgent', 'info')).toBeLessThan(0);
    expect(compareSeverity('info', 'success')).toBeGreaterThan(0);
    expect(compareSeverity('warning', 'warning')).toBe(0);
    expect(moreSevere('success', 'warning')).toBe('warning');
    expect(moreSevere('urgent', 'warning')).toBe('urgent');
  });

  it('sorts alerts most severe first, keeping the order of equals', () => {
    const alerts = [
      alert('missions', 'info', 1, 'a', 'a'),
      alert('skills', 'success', 1, 'b', 'b'),
      alert('ship-status', 'urgent', 1, 'c', 'c'),
      alert('inventory', 'warning', 1, 'd', 'd'),
      alert('equipment', 'urgent', 1, 'e', 'e'),
      alert('inventory', 'info', 1, 'f', 'f'),
    ];
    expect(sortBySeverity(alerts).map((a) => a.key)).toEqual(['c', 'e', 'd', 'b', 'a', 'f']);
    expect(alerts[0]?.key).toBe('a');
  });

  it("sums an app's counts under its most severe type", () => {
    const summary = summarizeAlerts([
      alert('inventory', 'info', 3, 'new', 'n'),
      alert('inventory', 'urgent', 1, 'full', 'f'),
      alert('skills', 'success', 250, 'points', 's'),
      alert('missions', 'info', 0, 'none', 'z'),
    ]);
    expect(summary).toEqual({ inventory: { count: 4, type: 'urgent' }, skills: { count: 250, type: 'success' } });
  });
});

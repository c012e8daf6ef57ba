import { describe, expect, it } from 'vitest';
import { skillAlerts } from './skillAlerts';

describe('skillAlerts', () => {
  it('adds available skill points and pending training as one success', () => {
    expect(skillAlerts(250, 2)).toEqual([
      { appId: 'skills', type: 'success', count: 252, message: '250 skill points to spend, 2 trainings pending', key: 'skills:250:2' },
    ]);
    expect(skillAlerts(1, 0)[0]?.message).toBe('1 skill point to spend');
    expect(skillAlerts(0, 1)[0]?.message).toBe('1 training pending');
  });

  it('reports nothing when there is nothing to spend', () => {
    expect(skillAlerts(0, 0)).toEqual([]);
    expect(skillAlerts(-5, 0)).toEqual([]);
  });
});

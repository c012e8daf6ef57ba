import { describe, expect, it } from 'vitest';
import { skillAlerts } from './skillAlerts';

describe('skillAlerts', () => {
  it('counts unspent skill points as one notice, whatever their number, and each skill ready to learn (pending training)', () => {
    expect(skillAlerts(250, 0)).toEqual([{ appId: 'skills', type: 'success', count: 1, message: 'You have 250 skill points to spend', key: 'skills:250:0' }]);
    expect(skillAlerts(250, 2)).toEqual([
      { appId: 'skills', type: 'success', count: 3, message: 'You have 250 skill points to spend and 2 skills ready to learn', key: 'skills:250:2' },
    ]);
    expect(skillAlerts(1, 0)[0]?.message).toBe('You have 1 skill point to spend');
    expect(skillAlerts(0, 1)[0]).toMatchObject({ count: 1, message: 'You have 1 skill ready to learn' });
  });

  it('reports nothing when there is nothing to spend', () => {
    expect(skillAlerts(0, 0)).toEqual([]);
    expect(skillAlerts(-5, 0)).toEqual([]);
  });
});

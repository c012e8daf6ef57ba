import { describe, expect, it } from 'vitest';
import { missionAlerts } from './missionAlerts';

const objectives = (...done: boolean[]) => done.map((completed) => ({ completed }));

describe('missionAlerts', () => {
  it('counts incomplete objectives of active and in_progress missions only', () => {
    const alerts = missionAlerts([
      { status: 'active', objectives: objectives(false, true, false) },
      { status: 'in_progress', objectives: objectives(false) },
      { status: 'completed', objectives: objectives(false, false) },
      { status: 'abandoned', objectives: objectives(false) },
    ]);
    expect(alerts).toEqual([{ appId: 'missions', type: 'info', count: 3, message: '3 mission objectives to complete', key: 'missions:3' }]);
  });

  it('reports nothing when every objective is done or there are no missions', () => {
    expect(missionAlerts([{ status: 'active', objectives: objectives(true) }])).toEqual([]);
    expect(missionAlerts([])).toEqual([]);
    expect(missionAlerts([{ status: 'active' }, null, 'x'])).toEqual([]);
  });
});

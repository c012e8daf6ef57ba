import { describe, expect, it } from 'vitest';
import type { Mission } from '../../shared/api';
import { missionTargetSystem, trackedMission } from './missionTarget';

let nextId = 1;

function mission(steps: { target_type: string; target_id: number | null; status: 'pending' | 'in_progress' | 'completed' }[], questType = 'story'): Mission {
  return {
    id: nextId++,
    quest_id: 1,
    status: 'active',
    progress_percentage: 0,
    rewards_claimed: false,
    quest: { id: 1, name: 'Signal', description: '', quest_type: questType },
    steps: steps.map((s, i) => ({
      id: i + 1,
      quest_step_id: i + 1,
      status: s.status,
      progress: s.status === 'completed' ? 1 : 0,
      manual: false,
      questStep: { id: i + 1, title: `Step ${i + 1}`, description: '', target_type: s.target_type, target_id: s.target_id, required_quantity: 1 },
    })),
    objectives: [],
  };
}

describe('missionTargetSystem', () => {
  it('is the first unfinished visit step that names a system', () => {
    const m = mission([
      { target_type: 'visit', target_id: 7, status: 'completed' },
      { target_type: 'defeat', target_id: null, status: 'pending' },
      { target_type: 'visit', target_id: 15, status: 'pending' },
    ]);
    expect(missionTargetSystem([m])).toBe(15);
  });

  it('is null without missions, for a visit to anywhere, or once every visit is done', () => {
    expect(missionTargetSystem(undefined)).toBeNull();
    expect(missionTargetSystem([])).toBeNull();
    expect(missionTargetSystem([mission([{ target_type: 'visit', target_id: null, status: 'pending' }])])).toBeNull();
    expect(missionTargetSystem([mission([{ target_type: 'visit', target_id: 3, status: 'completed' }])])).toBeNull();
  });

  it('takes the tracked (first) mission’s target, else the next mission’s', () => {
    const first = mission([{ target_type: 'visit', target_id: 4, status: 'pending' }]);
    const other = mission([{ target_type: 'visit', target_id: 9, status: 'pending' }]);
    expect(missionTargetSystem([first, other])).toBe(4);
    expect(missionTargetSystem([mission([{ target_type: 'buy', target_id: null, status: 'pending' }]), other])).toBe(9);
  });
});

describe('trackedMission', () => {
  it('is the tutorial mission while there is one, else the first', () => {
    const story = mission([{ target_type: 'visit', target_id: 5, status: 'pending' }]);
    const tutorial = mission([{ target_type: 'refuel', target_id: null, status: 'pending' }], 'tutorial');
    expect(trackedMission([story, tutorial])).toBe(tutorial);
    expect(trackedMission([story])).toBe(story);
    expect(trackedMission([])).toBeUndefined();
    // The tutorial is tracked, but the story quest's destination is still the map's target.
    expect(missionTargetSystem([story, tutorial])).toBe(5);
  });
});

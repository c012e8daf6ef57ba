import { describe, expect, it } from 'vitest';
import { prerequisiteMet, unmetPrerequisites, type Prerequisite } from './skillPrerequisites';

describe('prerequisites (seed 001 §5)', () => {
  const novice: Prerequisite = { type: 'skill', value: 1, label: 'Novice Trader' };
  const master: Prerequisite = { type: 'skill', value: 7, label: 'Master Scout' };
  const faction: Prerequisite = { type: 'faction', value: 'rebel', label: 'Rebel Alliance' };

  it('meets a skill prerequisite only when that skill is learned', () => {
    expect(prerequisiteMet(novice, new Set([1]))).toBe(true);
    expect(prerequisiteMet(novice, new Set([2]))).toBe(false);
  });

  it('counts every other type as unmet', () => {
    expect(prerequisiteMet(faction, new Set([1, 7]))).toBe(false);
    expect(prerequisiteMet({ type: 'skill', value: '1', label: 'text id' }, new Set([1]))).toBe(false);
  });

  it('lists the unmet ones in their order', () => {
    expect(unmetPrerequisites([novice, master, faction], new Set([1]))).toEqual([master, faction]);
    expect(unmetPrerequisites([novice], new Set([1]))).toEqual([]);
  });
});

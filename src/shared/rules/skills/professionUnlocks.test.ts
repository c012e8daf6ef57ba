import { describe, expect, it } from 'vitest';
import { unlockPrerequisites } from './professionUnlocks';
import { prerequisiteMet, unmetPrerequisites } from './skillPrerequisites';

describe('profession unlocks', () => {
  it('make Jedi and Sith need the end of their quest lines, and nothing else', () => {
    expect(unlockPrerequisites('jedi')).toEqual([{ type: 'unlock', value: 'jedi_path', label: 'Complete the Jedi Path quest line in Missions' }]);
    expect(unlockPrerequisites('sith')).toEqual([{ type: 'unlock', value: 'sith_path', label: 'Complete the Dark Path quest line in Missions' }]);
    expect(unlockPrerequisites('trader')).toEqual([]);
  });

  it('are met by the unlock alone, not by a learned skill', () => {
    const [jedi] = unlockPrerequisites('jedi');
    expect(prerequisiteMet(jedi!, new Set([1, 2]))).toBe(false);
    expect(prerequisiteMet(jedi!, new Set(), new Set(['sith_path']))).toBe(false);
    expect(prerequisiteMet(jedi!, new Set(), new Set(['jedi_path']))).toBe(true);
    expect(unmetPrerequisites(unlockPrerequisites('sith'), new Set(), new Set(['jedi_path']))).toHaveLength(1);
  });
});

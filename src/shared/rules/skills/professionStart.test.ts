import { describe, expect, it } from 'vitest';
import { professionRefusals, professionStartability } from './professionStart';

const jedi = { prerequisites: [{ type: 'skill', value: 40, label: 'Master Scout' }], noviceCost: 2, started: false };

describe('professionStartability (seed 001 §4, §5)', () => {
  it('starts a profession whose prerequisites are learned and whose novice skill fits the points left', () => {
    expect(professionStartability(jedi, { learnedSkillIds: new Set([40]), pointsUsed: 248, totalPoints: 250 })).toEqual([]);
  });

  it('refuses without the master of the other profession, and without points for the novice skill', () => {
    expect(professionStartability(jedi, { learnedSkillIds: new Set(), pointsUsed: 249, totalPoints: 250 })).toEqual([
      'Prerequisites not met: Master Scout.',
      'Not enough skill points for the novice skill: it costs 2 and you have 1 left.',
    ]);
  });

  it('refuses a profession already started, and only that', () => {
    expect(professionStartability({ ...jedi, started: true }, { learnedSkillIds: new Set(), pointsUsed: 250, totalPoints: 250 })).toEqual([professionRefusals.alreadyStarted]);
  });
});

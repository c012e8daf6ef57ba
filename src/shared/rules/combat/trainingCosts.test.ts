import { describe, expect, it } from 'vitest';
import { attributePointCost, attributeTrainingCost, weaponLevelCost, weaponTrainingCost } from './trainingCosts';

describe('training costs', () => {
  it('prices attribute points rising past 100', () => {
    expect(attributePointCost(100)).toBe(100);
    expect(attributePointCost(101)).toBe(110);
    expect(attributeTrainingCost(100, 3)).toBe(100 + 110 + 120);
    expect(attributePointCost(80)).toBe(100);
  });

  it('prices weapon levels 250 × the level reached', () => {
    expect(weaponLevelCost(0)).toBe(250);
    expect(weaponTrainingCost(0, 2)).toBe(250 + 500);
    expect(weaponTrainingCost(4, 1)).toBe(1250);
  });
});

import { describe, expect, it } from 'vitest';
import { conditionAfterWear, wearLevel } from './itemWear';

describe('wearLevel (seed 000 §9: below 20 urgent, below 50 warning)', () => {
  it.each([
    [19, 'urgent'],
    [20, 'warning'],
    [49, 'warning'],
    [50, null],
    [0, 'urgent'],
    [100, null],
  ])('condition %i is %s', (condition, level) => {
    expect(wearLevel(condition)).toBe(level);
  });
});

describe('conditionAfterWear', () => {
  it('reports the threshold crossed, once', () => {
    expect(conditionAfterWear(50, 1)).toEqual({ condition: 49, crossed: 'warning' });
    expect(conditionAfterWear(49, 1)).toEqual({ condition: 48, crossed: null });
    expect(conditionAfterWear(20, 1)).toEqual({ condition: 19, crossed: 'urgent' });
    expect(conditionAfterWear(19, 5)).toEqual({ condition: 14, crossed: null });
  });

  it('says nothing while staying at or above 50, or landing exactly on 20', () => {
    expect(conditionAfterWear(60, 10)).toEqual({ condition: 50, crossed: null });
    expect(conditionAfterWear(21, 1)).toEqual({ condition: 20, crossed: null });
  });

  it('reports urgent when one blow crosses both thresholds, and never goes below 0', () => {
    expect(conditionAfterWear(80, 70)).toEqual({ condition: 10, crossed: 'urgent' });
    expect(conditionAfterWear(5, 30)).toEqual({ condition: 0, crossed: null });
  });
});

import { describe, expect, it } from 'vitest';
import { conditionLabel, percentOf } from './shipCondition';

describe('conditionLabel', () => {
  it.each([
    [19, 'Critical'],
    [19.9, 'Critical'],
    [20, 'Poor'],
    [39, 'Poor'],
    [40, 'Fair'],
    [59, 'Fair'],
    [60, 'Good'],
    [79, 'Good'],
    [80, 'Excellent'],
    [100, 'Excellent'],
  ])('labels %s%% as %s', (percent, label) => {
    expect(conditionLabel(percent)).toBe(label);
  });
});

describe('percentOf', () => {
  it('gives one decimal and 0 for an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(50, 100)).toBe(50);
    expect(percentOf(5, 0)).toBe(0);
  });
});

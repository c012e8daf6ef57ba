import { describe, expect, it } from 'vitest';
import { dangerLabel, riskLabel } from './riskLabel';

describe('riskLabel', () => {
  it.each([
    [1, 'Low'], [2, 'Low'], [3, 'Medium'], [4, 'Medium'], [5, 'High'], [6, 'High'], [7, 'Extreme'], [10, 'Extreme'],
  ])('danger %s is %s', (danger, label) => {
    expect(riskLabel(danger)).toBe(label);
  });
});

describe('dangerLabel', () => {
  it('reads a danger level out of ten', () => {
    expect(dangerLabel(4)).toBe('Danger 4/10');
    expect(dangerLabel(10)).toBe('Danger 10/10');
  });
});

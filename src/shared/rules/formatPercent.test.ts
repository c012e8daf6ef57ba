import { describe, expect, it } from 'vitest';
import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it.each([
    [12.345, '+12.3%'],
    [-4, '-4.0%'],
    [0, '0.0%'],
    [-0.04, '0.0%'],
    [0.05, '+0.1%'],
    [250, '+250.0%'],
  ])('%s reads %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

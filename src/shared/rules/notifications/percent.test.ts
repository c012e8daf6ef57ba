import { describe, expect, it } from 'vitest';
import { atLeastPercent, plural, wholePercent } from './percent';

describe('percent helpers', () => {
  it('compares usage to a threshold exactly at the boundary', () => {
    expect(atLeastPercent(95, 100, 95)).toBe(true);
    expect(atLeastPercent(94, 100, 95)).toBe(false);
    expect(atLeastPercent(29, 100, 29)).toBe(true);
    expect(atLeastPercent(1, 0, 0)).toBe(false);
  });

  it('rounds usage to a whole percent and pluralises nouns', () => {
    expect(wholePercent(48, 50)).toBe(96);
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(5, 0)).toBe(0);
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(2, 'item')).toBe('2 items');
  });
});

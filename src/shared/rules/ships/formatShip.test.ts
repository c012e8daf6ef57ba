import { describe, expect, it } from 'vitest';
import { formatFuel, formatRating, formatSizeClass } from './formatShip';

describe('ship formatting', () => {
  it('shows fuel with two decimals', () => {
    expect(formatFuel(70)).toBe('70.00');
    expect(formatFuel(37.456)).toBe('37.46');
  });

  it('names size classes and ratings out of ten', () => {
    expect(formatSizeClass('capital')).toBe('Capital class');
    expect(formatRating(8.5)).toBe('8.5/10');
    expect(formatRating(7)).toBe('7/10');
  });
});

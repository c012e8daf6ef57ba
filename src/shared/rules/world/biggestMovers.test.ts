import { describe, expect, it } from 'vitest';
import { biggestMovers, percentChange } from './biggestMovers';

describe('biggestMovers', () => {
  it('ranks by the size of the move either way and leaves unmoved entries out', () => {
    const entries = [
      { name: 'Ore', change_percent: 3 },
      { name: 'Gold', change_percent: -12.5 },
      { name: 'Tea', change_percent: 0 },
      { name: 'Silk', change_percent: 8 },
    ];
    expect(biggestMovers(entries, 2).map((e) => e.name)).toEqual(['Gold', 'Silk']);
    expect(biggestMovers(entries, 10).map((e) => e.name)).toEqual(['Gold', 'Silk', 'Ore']);
  });
});

describe('percentChange', () => {
  it('is the change to one decimal, 0 without a past price', () => {
    expect(percentChange(200, 230)).toBe(15);
    expect(percentChange(300, 299)).toBe(-0.3);
    expect(percentChange(null, 50)).toBe(0);
  });
});

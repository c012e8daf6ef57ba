import { describe, expect, it } from 'vitest';
import { sizeRank } from './sizeClass';

describe('sizeRank', () => {
  it('orders the classes from small to capital', () => {
    expect(['capital', 'small', 'large', 'medium'].map((s) => sizeRank(s as never))).toEqual([4, 1, 3, 2]);
  });
});

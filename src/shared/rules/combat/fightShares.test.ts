import { describe, expect, it } from 'vitest';
import { fightShares } from './fightShares';

describe('a won fight’s credits among the fighters', () => {
  it('a lone fighter takes everything', () => {
    expect([...fightShares(57, [4], 4)]).toEqual([[4, 57]]);
  });
  it('splits evenly, the winning blow taking what does not divide, and adds up to the credits', () => {
    const shares = fightShares(100, [4, 9, 12], 9);
    expect([...shares]).toEqual([[4, 33], [9, 34], [12, 33]]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('pays nothing out of nothing', () => {
    expect([...fightShares(0, [1, 2], 2).values()]).toEqual([0, 0]);
  });
});

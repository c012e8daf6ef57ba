import { describe, expect, it } from 'vitest';
import { groupBy } from './groupBy';

describe('groupBy', () => {
  it('groups items by key in the order met, each group in its items’ order', () => {
    const groups = groupBy([{ s: 2, n: 'a' }, { s: 1, n: 'b' }, { s: 2, n: 'c' }], (item) => item.s);
    expect([...groups.keys()]).toEqual([2, 1]);
    expect(groups.get(2)?.map((item) => item.n)).toEqual(['a', 'c']);
    expect(groups.get(1)?.map((item) => item.n)).toEqual(['b']);
  });

  it('gives an empty map for no items', () => {
    expect(groupBy([], () => 0).size).toBe(0);
  });
});

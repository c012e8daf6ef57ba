import { describe, expect, it } from 'vitest';
import { commodityOfResource, holdRefusal } from './resourceCommodities';

describe('resources that double as commodities', () => {
  it('none for fibre, compounds and water', () => {
    for (const kind of ['organic', 'chemical', 'water'] as const) expect(commodityOfResource(kind)).toBeNull();
  });

  it('the hold takes a whole harvest or none: refused one unit short, accepted at exactly the room left', () => {
    expect(holdRefusal({ capacity: 50, used: 44 }, 6)).toBeNull();
    expect(holdRefusal({ capacity: 50, used: 45 }, 6)).toEqual({ free: 5 });
    expect(holdRefusal({ capacity: 50, used: 50 }, 1)).toEqual({ free: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { withoutEmpty } from './queryParams';

describe('withoutEmpty', () => {
  it('leaves out empty, blank and missing values and keeps the rest as text', () => {
    expect(withoutEmpty({ page: 2, sort_by: 'name', size_class: '', manufacturer: '  ', min_price: undefined, max_price: null, rarity: 'epic', compatible: false, mine: true })).toEqual({
      page: '2',
      sort_by: 'name',
      rarity: 'epic',
      mine: 'true',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { neighboursOf } from './neighbours';

describe('neighboursOf', () => {
  it('lists the systems one lane away, whichever end of the lane home is, nearest first', () => {
    const lanes = [
      { from_area_id: 1, to_area_id: 2, length: 30 },
      { from_area_id: 3, to_area_id: 1, length: 12 },
      { from_area_id: 2, to_area_id: 3, length: 5 },
    ];
    expect(neighboursOf(1, lanes)).toEqual([
      { id: 3, distance: 12 },
      { id: 2, distance: 30 },
    ]);
    expect(neighboursOf(9, lanes)).toEqual([]);
  });
});

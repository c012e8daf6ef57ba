import { describe, expect, it } from 'vitest';
import { LABEL_SPACING_PX, pixelsPerUnit, showsAllNames, typicalSpacing } from './labelDensity';

describe('typicalSpacing', () => {
  it('is the median nearest-neighbour distance', () => {
    // Three systems 10 apart in a row and one 40 away: nearest gaps 10, 10, 10, 30.
    expect(typicalSpacing([0, 0, 10, 0, 20, 0, 50, 0])).toBe(10);
  });

  it('is 0 with fewer than two systems', () => {
    expect(typicalSpacing([])).toBe(0);
    expect(typicalSpacing([5, 5])).toBe(0);
  });
});

describe('showsAllNames', () => {
  it('names every system only once neighbours stand apart on screen', () => {
    // 90° field of view, 800 px high: 400 px per unit at distance 1, 1 px per unit at 400.
    expect(pixelsPerUnit(400, 90, 800)).toBeCloseTo(1);
    expect(showsAllNames(50, 400, 90, 800)).toBe(false);
    expect(showsAllNames(LABEL_SPACING_PX, 400, 90, 800)).toBe(true);
    expect(showsAllNames(50, 200, 90, 800)).toBe(true);
  });

  it('names nothing extra on a map without spacing', () => {
    expect(showsAllNames(0, 1, 90, 800)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { firstVisitExperience, NEW_LOCATION_EXPERIENCE, NEW_PLACE_EXPERIENCE } from './firstVisitExperience';

describe('firstVisitExperience', () => {
  it('pays more for a new location than for a new place of a known one', () => {
    expect(firstVisitExperience('location', 0)).toBe(NEW_LOCATION_EXPERIENCE);
    expect(firstVisitExperience('place', 0)).toBe(NEW_PLACE_EXPERIENCE);
  });

  it('is raised by the exploration bonus, rounded, never lowered', () => {
    expect(firstVisitExperience('location', 0.2)).toBe(48);
    expect(firstVisitExperience('place', 0.1)).toBe(17);
    expect(firstVisitExperience('place', -1)).toBe(NEW_PLACE_EXPERIENCE);
  });
});

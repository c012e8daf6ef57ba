/** Scouting experience for the first visit of a location (the first of its places a character reaches). */
export const NEW_LOCATION_EXPERIENCE = 40;
/** Scouting experience for the first visit of each further place of a location already seen. */
export const NEW_PLACE_EXPERIENCE = 15;

/** What a first visit earns: a new location or a new place of a known one, raised by the `exploration` modifier (a fraction). */
export function firstVisitExperience(kind: 'location' | 'place', bonus: number): number {
  const base = kind === 'location' ? NEW_LOCATION_EXPERIENCE : NEW_PLACE_EXPERIENCE;
  return Math.round(base * (1 + Math.max(0, bonus)));
}

import { describe, expect, it } from 'vitest';
import type { Character, GalaxyMap } from '../../../shared/api';
import { sceneLocation } from './sceneLocation';

const planet = { id: 11, name: 'Vega II', planet_type: 'ocean', orbit_index: 1, seed: 4242, description: 'Wet.' };
const galaxy: GalaxyMap = {
  superAreas: [{ id: 5, name: 'Vega', display_name: 'Vega System', x: 1, y: 2, commodities: [], danger_level: 2, fuel_cost: 1, description: '', is_starting: true, planets: [planet] }],
  routes: [],
};
const character = {
  place: { id: 1, name: 'Vega Shuttleport', type: 'shuttleport', location_id: 3, super_area_id: 5 },
  location: { id: 3, name: 'Harbor Docks', super_area_id: 5, district: { id: 2, name: 'Harbor' }, planet: { id: 11, name: 'Vega II' }, superArea: { id: 5, name: 'Vega' } },
} as unknown as Character;

describe('scene location', () => {
  it("gives the scenes the character's system, planet (type and seed) and place", () => {
    expect(sceneLocation(character, galaxy)).toEqual({
      superAreaId: 5,
      superAreaName: 'Vega',
      planet,
      placeName: 'Vega Shuttleport',
      placeType: 'shuttleport',
      locationName: 'Harbor Docks',
    });
  });

  it('works before the galaxy has loaded, and without a character', () => {
    expect(sceneLocation(character, undefined)?.planet).toBeNull();
    expect(sceneLocation(null, galaxy)).toBeNull();
  });
});

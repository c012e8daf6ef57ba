import type { Character } from '../../../shared/api';
import type { PlaceInfo } from './placeDirectory';

/** Where the character stands, as the Character shows it (its `location` part). */
export function whereaboutsOnCharacter(place: PlaceInfo): Pick<Character, 'place_id' | 'place' | 'location'> {
  return {
    place_id: place.id,
    place: { id: place.id, name: place.name, type: place.type, location_id: place.locationId, super_area_id: place.superAreaId },
    location: {
      id: place.locationId,
      name: place.locationName,
      super_area_id: place.superAreaId,
      district: { id: place.districtId, name: place.districtName },
      planet: { id: place.planetId, name: place.planetName },
      superArea: { id: place.superAreaId, name: place.superAreaName },
    },
  };
}

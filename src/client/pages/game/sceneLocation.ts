import type { Character, GalaxyMap } from '../../../shared/api';
import type { SceneLocation } from '../../scene/sceneStore';

/**
 * Where the character stands, in the terms the orbit and ground scenes draw: the system, the
 * planet with its type and seed (from the galaxy map), and the place. Null without a character.
 */
export function sceneLocation(character: Character | null | undefined, galaxy: GalaxyMap | null | undefined): SceneLocation | null {
  if (!character) return null;
  const system = galaxy?.superAreas.find((area) => area.id === character.location.superArea.id);
  const planet = system?.planets.find((p) => p.id === character.location.planet.id) ?? null;
  return {
    superAreaId: character.location.superArea.id,
    superAreaName: character.location.superArea.name,
    planet,
    placeName: character.place.name,
    placeType: character.place.type,
    locationName: character.location.name,
  };
}

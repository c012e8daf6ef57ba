import type { Character } from '../../../shared/api';

/** Where a character is, broadest first: "Core Worlds · Veridia · Landing Pad". */
export function formatLocation(character: Pick<Character, 'location' | 'place'>): string {
  const { location, place } = character;
  return `${location.superArea.name} · ${location.planet.name} · ${place.name}`;
}

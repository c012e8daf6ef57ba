/** Where a character stands or wants to go: a place and the location it belongs to. */
export interface PlaceAt {
  placeId: number;
  locationId: number;
  locationName: string;
}

export const ALREADY_THERE = 'You are already there.';

/**
 * Why a character may not walk from `from` to `to`, or null when it may (GAME_RULES "Galaxy",
 * moving): a walk reaches the places of the same location; anything further is a shuttle or a
 * hyperspace journey. An admin may put a character anywhere.
 */
export function moveRefusal(from: PlaceAt, to: PlaceAt, isAdmin: boolean): string | null {
  if (from.placeId === to.placeId) return ALREADY_THERE;
  if (isAdmin || from.locationId === to.locationId) return null;
  return `You can only walk to places of ${from.locationName}: take a shuttle or a hyperspace route to go further.`;
}

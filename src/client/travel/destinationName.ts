/** Seed 001 §8: an unknown destination name reads 'Unknown Destination'. */
export const UNKNOWN_DESTINATION = 'Unknown Destination';

/** The name to show for a destination, or 'Unknown Destination' when there is none. */
export function destinationLabel(name: string | null | undefined): string {
  return name && name.trim().length > 0 ? name : UNKNOWN_DESTINATION;
}

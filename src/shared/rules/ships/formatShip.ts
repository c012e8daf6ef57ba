import type { SizeClass } from './sizeClass';

/** Seed 001 §9: fuel is shown with 2 decimals. */
export function formatFuel(units: number): string {
  return units.toFixed(2);
}

/** "Small class", for a ship's type line. */
export function formatSizeClass(size: SizeClass): string {
  return `${size.charAt(0).toUpperCase()}${size.slice(1)} class`;
}

/** A community rating out of 10 (seed 001 §3 marketplace_data): "8.5/10". */
export function formatRating(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)}/10`;
}

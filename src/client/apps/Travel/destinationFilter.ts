import type { TravelDestination } from '../../../shared/api';

/** The Intergalactic tab's filters (seed 001 §2): text search, commodity and danger level. */
export interface DestinationFilters {
  search: string;
  /** A commodity id as text, or '' for all. */
  commodity: string;
  /** A danger level as text ('Level N' in the list), or '' for all. */
  danger: string;
}

export const NO_DESTINATION_FILTERS: DestinationFilters = { search: '', commodity: '', danger: '' };

/** The destinations that pass the filters, nearest first; the current system stays listed, last. */
export function filterDestinations(destinations: readonly TravelDestination[], filters: DestinationFilters): TravelDestination[] {
  const needle = filters.search.trim().toLowerCase();
  return destinations
    .filter((d) => !needle || d.name.toLowerCase().includes(needle) || d.display_name.toLowerCase().includes(needle))
    .filter((d) => !filters.commodity || d.commodities.some((c) => String(c.id) === filters.commodity))
    .filter((d) => !filters.danger || String(d.danger_level) === filters.danger)
    .sort((a, b) => Number(a.is_current) - Number(b.is_current) || (a.distance ?? Infinity) - (b.distance ?? Infinity) || a.name.localeCompare(b.name));
}

/** Every commodity any destination trades, by name, for the commodity filter. */
export function commodityChoices(destinations: readonly TravelDestination[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const d of destinations) for (const c of d.commodities) byId.set(c.id, c.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

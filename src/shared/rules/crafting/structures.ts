/** What a structure is: a vendor stall to sell from, or a small house. */
export const STRUCTURE_KINDS = ['vendor_stall', 'house'] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

/** How many lots each kind of place has for players' structures (a shuttleport's concourse is small, a market square large). */
export const LOTS_BY_PLACE_TYPE: Readonly<Record<string, number>> = { shuttleport: 8, market: 12, shop: 4, cantina: 4 };

/** The lots of a place of `placeType` (none for a type without any). */
export function lotsOf(placeType: string): number {
  return LOTS_BY_PLACE_TYPE[placeType] ?? 0;
}

/** The first free lot (1..total) given the taken ones, or null when every lot is built on. */
export function firstFreeLot(total: number, taken: readonly number[]): number | null {
  const used = new Set(taken);
  for (let lot = 1; lot <= total; lot++) if (!used.has(lot)) return lot;
  return null;
}

/** The structure an item's meta data describes, or null. */
export function structureOfMeta(meta: Readonly<Record<string, unknown>>): StructureKind | null {
  const kind = meta.structure;
  return typeof kind === 'string' && (STRUCTURE_KINDS as readonly string[]).includes(kind) ? (kind as StructureKind) : null;
}

/** Items the poorest house stores; a flawless one stores HOUSE_MAX_SLOTS. */
export const HOUSE_MIN_SLOTS = 10;
export const HOUSE_MAX_SLOTS = 30;

/** The items a house crafted at `quality` (0–1) stores: 10 at quality 0 up to 30 at a flawless 1. */
export function houseStorageSlots(quality: number): number {
  const q = Math.min(1, Math.max(0, quality));
  return HOUSE_MIN_SLOTS + Math.round((HOUSE_MAX_SLOTS - HOUSE_MIN_SLOTS) * q);
}

/** The storage a house item's meta data carries (its craft's), or the poorest house's for one crafted before houses stored. */
export function storageSlotsOfMeta(meta: Readonly<Record<string, unknown>>): number {
  const slots = meta.storage_slots;
  return typeof slots === 'number' && Number.isInteger(slots) && slots > 0 ? slots : HOUSE_MIN_SLOTS;
}

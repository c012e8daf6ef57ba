import type { ResourceKind } from './resourceSpawns';

/**
 * The market commodities some resources double as (issue 38: "trading and crafting feed each
 * other"): ore is Raw Ore, gas Tibanna Gas, crystal Quantum Crystals. Harvested into a ship's hold,
 * a deposit's units become units of that commodity (quality is a crafter's measure; the market
 * takes them as plain goods). Organic fibre, chemical compounds and water are no market's goods.
 */
export const RESOURCE_COMMODITIES: Readonly<Partial<Record<ResourceKind, string>>> = {
  metal: 'Raw Ore',
  gas: 'Tibanna Gas',
  crystal: 'Quantum Crystals',
};

/** The commodity a resource of `kind` doubles as, or null. */
export function commodityOfResource(kind: ResourceKind): string | null {
  return RESOURCE_COMMODITIES[kind] ?? null;
}

/** Where a harvest goes: the character's resource stacks, or its docked ship's hold. */
export const HARVEST_TARGETS = ['inventory', 'hold'] as const;
export type HarvestTarget = (typeof HARVEST_TARGETS)[number];

/**
 * Why a harvest into the hold is refused, or null when it fits: the hold takes a deposit's whole
 * harvest or none of it.
 */
export function holdRefusal(hold: { capacity: number; used: number }, units: number): { free: number } | null {
  const free = Math.max(0, hold.capacity - hold.used);
  return units > free ? { free } : null;
}

import { rarityRank, type Rarity } from '../rarity';

/** Seed 000 §2 Inventory: the filter and sort choices, as the app labels them. */
export const INVENTORY_FILTERS = ['All', 'Usable', 'Equipment', 'Consumables'] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];
export const INVENTORY_SORTS = ['Name', 'Rarity', 'Value'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** The fields filtering and sorting read. */
export interface ListedItem {
  id: number;
  name: string;
  quality: Rarity;
  meta_data: { usable: boolean; consumable: boolean; equippable: boolean; price: number };
}

const KEEP: Record<InventoryFilter, (item: ListedItem) => boolean> = {
  All: () => true,
  Usable: (item) => item.meta_data.usable,
  Equipment: (item) => item.meta_data.equippable,
  Consumables: (item) => item.meta_data.consumable,
};

const byName = (a: ListedItem, b: ListedItem) => a.name.localeCompare(b.name) || a.id - b.id;

const ORDER: Record<InventorySort, (a: ListedItem, b: ListedItem) => number> = {
  Name: byName,
  // Rarest first (seed 000 §9 ranking), then by name.
  Rarity: (a, b) => rarityRank(b.quality) - rarityRank(a.quality) || byName(a, b),
  // Dearest first, then by name.
  Value: (a, b) => b.meta_data.price - a.meta_data.price || byName(a, b),
};

/** The items the Inventory app lists for a filter and sort; the input is left alone. */
export function inventoryView<Item extends ListedItem>(items: readonly Item[], filter: InventoryFilter, sort: InventorySort): Item[] {
  return items.filter(KEEP[filter]).sort(ORDER[sort]);
}

/** Datapad app categories of seed 000 §2 (id, name), with the icon and colour the hub draws. */
export const datapadCategories = [
  { id: 'command', name: 'Command & Control', icon: 'command', color: '#38e1ff' },
  { id: 'trading', name: 'Trading & Economy', icon: 'trade', color: '#ffc861' },
  { id: 'ships', name: 'Ship Operations', icon: 'ship', color: '#8b7bff' },
  { id: 'combat', name: 'Character & Combat', icon: 'combat', color: '#ff7a93' },
  { id: 'items', name: 'Inventory & Items', icon: 'inventory', color: '#2ef2c2' },
  { id: 'missions', name: 'Missions & Objectives', icon: 'missions', color: '#4cf2a1' },
] as const;

export type DatapadCategory = (typeof datapadCategories)[number];
export type CategoryId = DatapadCategory['id'];

const byId = new Map<string, DatapadCategory>(datapadCategories.map((category) => [category.id, category]));

/** The category with this id. */
export function categoryById(id: CategoryId): DatapadCategory {
  return byId.get(id) as DatapadCategory;
}

/** The filter after choosing `chosen`: 'All Apps' (null) resets, choosing the active category again toggles it off. */
export function nextCategory(current: CategoryId | null, chosen: CategoryId | null): CategoryId | null {
  if (chosen === null || chosen === current) return null;
  return chosen;
}

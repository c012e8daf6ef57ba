import type { InventoryItem } from '../../shared/api';

/** One kind of medical item a healer carries: the first one's id (the one used), what it heals, how many. */
export interface MedicalKind {
  id: number;
  name: string;
  effect: string | null;
  count: number;
}

/** The carried medical items once each by name, in the order first carried. */
export function medicalKinds(items: readonly InventoryItem[]): MedicalKind[] {
  const kinds = new Map<string, MedicalKind>();
  for (const item of items) {
    if (item.meta_data.category !== 'medical') continue;
    const kind = kinds.get(item.name);
    if (kind) kind.count += 1;
    else kinds.set(item.name, { id: item.id, name: item.name, effect: item.meta_data.effect ?? null, count: 1 });
  }
  return [...kinds.values()];
}

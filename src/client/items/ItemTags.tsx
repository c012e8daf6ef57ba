import type { InventoryItem } from '../../shared/api';
import { labelOf } from './itemText';

/** Seed 000 §2: the tags of an item card (Equippable, Usable, quality). */
export function ItemTags({ item }: { item: Pick<InventoryItem, 'quality' | 'meta_data'> }) {
  return (
    <ul className="item-tags" aria-label="Tags">
      {item.meta_data.equippable && <li className="item-tag">Equippable</li>}
      {item.meta_data.usable && <li className="item-tag">Usable</li>}
      <li className="item-tag item-tag-quality">{labelOf(item.quality)}</li>
    </ul>
  );
}

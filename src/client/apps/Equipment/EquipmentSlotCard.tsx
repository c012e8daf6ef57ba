import type { InventoryItem } from '../../../shared/api';
import type { EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { wearLevel } from '../../../shared/rules/items/itemWear';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { RARITY_COLORS } from '../../../shared/rules/rarity';
import { Button } from '../../ui/Button';
import { ItemTooltip } from '../../items/ItemTooltip';
import { labelOf, rangeText } from '../../items/itemText';

interface EquipmentSlotCardProps {
  slot: EquipmentSlot;
  item: InventoryItem | undefined;
  busy: boolean;
  onUnequip: () => void;
  /** What a shop here asks to mend the worn item, when one repairs and it is worn; else null. */
  repairPrice: number | null;
  onRepair: () => void;
}

/** One slot (seed 000 §2): the item's name, its damage or protection range, a metadata tooltip, Unequip and Repair where offered; or 'Empty'. */
export function EquipmentSlotCard({ slot, item, busy, onUnequip, repairPrice, onRepair }: EquipmentSlotCardProps) {
  if (!item) {
    return (
      <li className="eq-slot eq-slot-empty" aria-label={labelOf(slot)}>
        <span className="item-section-title">{labelOf(slot)}</span>
        <span className="eq-empty">Empty</span>
      </li>
    );
  }
  const wear = wearLevel(item.condition);
  return (
    <li className="eq-slot" aria-label={labelOf(slot)} style={{ ['--rarity' as string]: RARITY_COLORS[item.quality] }} data-wear={wear ?? 'ok'}>
      <div className="item-card-head">
        <span className="item-section-title">{labelOf(slot)}</span>
        <ItemTooltip name={item.name} meta={item.meta_data} />
      </div>
      <span className="item-card-name">{item.name}</span>
      <p className="item-card-facts">
        {rangeText(item.meta_data) && <span>{rangeText(item.meta_data)}</span>}
        <span className="eq-condition">{`Condition ${item.condition}`}</span>
      </p>
      <Button variant="secondary" className="item-action" busy={busy} onClick={onUnequip} aria-label={`Unequip ${item.name}`}>
        Unequip
      </Button>
      {repairPrice !== null && (
        <Button variant="secondary" className="item-action" disabled={busy} onClick={onRepair} aria-label={`Repair ${item.name} for ${formatCredits(repairPrice)}`}>
          Repair
        </Button>
      )}
    </li>
  );
}

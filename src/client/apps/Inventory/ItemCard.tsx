import type { InventoryItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { canEquip, canUse } from '../../../shared/rules/items/equipRules';
import { Button } from '../../ui/Button';
import { ItemCardFrame } from '../../items/ItemCardFrame';
import { rangeText } from '../../items/itemText';

interface ItemCardProps {
  item: InventoryItem;
  /** What the chosen shop pays for it, when there is a shop. */
  sellPrice: number | null;
  /** What the chosen shop asks to mend it, when it repairs and the item is worn. */
  repairPrice: number | null;
  onAction: (kind: 'equip' | 'use' | 'sell' | 'repair') => void;
}

/** One carried item: range, condition, effect and value; Equip and Use only where seed 000 §5 offers them. */
export function ItemCard({ item, sellPrice, repairPrice, onAction }: ItemCardProps) {
  const crafter = typeof item.meta_data.crafted_by === 'string' ? `Crafted by ${item.meta_data.crafted_by}` : null;
  const facts = [rangeText(item.meta_data), item.meta_data.equippable && `Condition ${item.condition}`, item.meta_data.effect, crafter];
  return (
    <ItemCardFrame item={item} badge={item.is_new && <span className="item-card-new">New</span>} facts={facts}>
      <span className="item-price" title="Value">
        {formatCredits(item.meta_data.price)}
      </span>
      {canEquip(item.meta_data) && (
        <Button variant="primary" className="item-action" onClick={() => onAction('equip')}>
          Equip
        </Button>
      )}
      {canUse(item.meta_data) && (
        <Button variant="primary" className="item-action" onClick={() => onAction('use')}>
          Use
        </Button>
      )}
      {repairPrice !== null && (
        <Button variant="secondary" className="item-action" onClick={() => onAction('repair')} aria-label={`Repair ${item.name} for ${formatCredits(repairPrice)}`}>
          Repair
        </Button>
      )}
      {sellPrice !== null && (
        <Button variant="secondary" className="item-action" onClick={() => onAction('sell')} aria-label={`Sell ${item.name} for ${formatCredits(sellPrice)}`}>
          Sell
        </Button>
      )}
    </ItemCardFrame>
  );
}

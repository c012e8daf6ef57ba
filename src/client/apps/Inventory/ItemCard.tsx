import type { InventoryItem } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { canEquip, canUse } from '../../../shared/rules/items/equipRules';
import { RARITY_COLORS } from '../../../shared/rules/rarity';
import { Button } from '../../ui/Button';
import { ItemTags } from '../../items/ItemTags';
import { ItemTooltip } from '../../items/ItemTooltip';
import { rangeText } from '../../items/itemText';

interface ItemCardProps {
  item: InventoryItem;
  /** What the shop here pays for it, when there is a shop. */
  sellPrice: number | null;
  onAction: (kind: 'equip' | 'use' | 'sell') => void;
}

/** One carried item: name, description, tags, range and value; Equip and Use only where seed 000 §5 offers them. */
export function ItemCard({ item, sellPrice, onAction }: ItemCardProps) {
  const range = rangeText(item.meta_data);
  return (
    <li className="item-card" aria-label={item.name} style={{ ['--rarity' as string]: RARITY_COLORS[item.quality] }}>
      <div className="item-card-head">
        <span className="item-card-name">{item.name}</span>
        {item.is_new && <span className="item-card-new">New</span>}
        <ItemTooltip name={item.name} meta={item.meta_data} />
      </div>
      <p className="item-muted">{item.description}</p>
      <ItemTags item={item} />
      <p className="item-card-facts">
        {range && <span>{range}</span>}
        {item.meta_data.equippable && <span>{`Condition ${item.condition}`}</span>}
        {item.meta_data.effect && <span>{item.meta_data.effect}</span>}
      </p>
      <div className="item-card-foot">
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
        {sellPrice !== null && (
          <Button variant="secondary" className="item-action" onClick={() => onAction('sell')} aria-label={`Sell ${item.name} for ${formatCredits(sellPrice)}`}>
            Sell
          </Button>
        )}
      </div>
    </li>
  );
}

import type { ReactNode } from 'react';
import type { InventoryItem } from '../../shared/api';
import { RARITY_COLORS } from '../../shared/rules/rarity';
import { ItemTags } from './ItemTags';
import { ItemTooltip } from './ItemTooltip';

/** An item card (seed 000 §2): name in its quality's colour, description, tags and facts; the caller adds the price and buttons. */
export function ItemCardFrame({ item, badge, facts, children }: { item: Pick<InventoryItem, 'name' | 'description' | 'quality' | 'meta_data'>; badge?: ReactNode; facts: ReactNode[]; children: ReactNode }) {
  const shown = facts.filter(Boolean);
  return (
    <li className="item-card" aria-label={item.name} style={{ ['--rarity' as string]: RARITY_COLORS[item.quality] }}>
      <div className="item-card-head">
        <span className="item-card-name">{item.name}</span>
        {badge}
        <ItemTooltip name={item.name} meta={item.meta_data} />
      </div>
      <p className="item-muted">{item.description}</p>
      <ItemTags item={item} />
      {shown.length > 0 && (
        <p className="item-card-facts">
          {shown.map((fact, index) => (
            <span key={index}>{fact}</span>
          ))}
        </p>
      )}
      <div className="item-card-foot">{children}</div>
    </li>
  );
}

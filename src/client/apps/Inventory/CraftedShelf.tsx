import type { CraftedShopOffer } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { ItemCardFrame } from '../../items/ItemCardFrame';
import { rangeText } from '../../items/itemText';
import { Button } from '../../ui/Button';
import { SectionHeading } from '../../ui/SectionHeading';

/** A shop's shelf of crafted goods (issue 38): each with its NPC crafter's name and quality, priced by that quality. */
export function CraftedShelf({ goods, credits, busy, onBuy }: { goods: CraftedShopOffer[]; credits: number; busy: boolean; onBuy: (stockId: number) => void }) {
  if (goods.length === 0) return null;
  return (
    <>
      <SectionHeading depth={2} className="item-section-title">Crafted goods</SectionHeading>
      <ul className="item-grid" aria-label="Crafted goods for sale">
        {goods.map((good) => {
          const affordable = good.price <= credits;
          return (
            <ItemCardFrame key={good.stock_id} item={good} facts={[`Made by ${good.crafter_name} · quality ${good.quality_percent}%`, rangeText(good.meta_data) ?? good.meta_data.effect]}>
              <span className="item-price" data-crafted-stock={good.stock_id}>{formatCredits(good.price)}</span>
              <Button variant="primary" className="item-action" disabled={!affordable || busy} onClick={() => onBuy(good.stock_id)} aria-label={`Buy ${good.name} by ${good.crafter_name} for ${formatCredits(good.price)}`}>
                {affordable ? 'Buy' : 'Insufficient Credits'}
              </Button>
            </ItemCardFrame>
          );
        })}
      </ul>
    </>
  );
}

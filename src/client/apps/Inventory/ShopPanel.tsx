import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { ItemShop, ShopOffer, ShopResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { RARITY_COLORS } from '../../../shared/rules/rarity';
import { alertMessage } from '../../api/apiErrors';
import { buyShopItem, refreshInventory } from '../../api/inventory';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { ItemTags } from '../../items/ItemTags';
import { ItemTooltip } from '../../items/ItemTooltip';
import { labelOf, rangeText } from '../../items/itemText';

function OfferCard({ offer, affordable, busy, onBuy }: { offer: ShopOffer; affordable: boolean; busy: boolean; onBuy: () => void }) {
  const range = rangeText(offer.meta_data) ?? offer.meta_data.effect;
  return (
    <li className="item-card" aria-label={offer.name} style={{ ['--rarity' as string]: RARITY_COLORS[offer.quality] }}>
      <div className="item-card-head">
        <span className="item-card-name">{offer.name}</span>
        <ItemTooltip name={offer.name} meta={offer.meta_data} />
      </div>
      <p className="item-muted">{offer.description}</p>
      <ItemTags item={offer} />
      {range && <p className="item-card-facts">{range}</p>}
      <div className="item-card-foot">
        <span className="item-price">{formatCredits(offer.price)}</span>
        <Button variant="primary" className="item-action" disabled={!affordable || busy} onClick={onBuy} aria-label={`Buy ${offer.name} for ${formatCredits(offer.price)}`}>
          {affordable ? 'Buy' : 'Insufficient Credits'}
        </Button>
      </div>
    </li>
  );
}

interface ShopPanelProps {
  characterId: number;
  credits: number;
  data: ShopResponse;
  shop: ItemShop | null;
  onPick: (placeId: number) => void;
}

/** The item shops of the character's location: pick one, see its offers at its prices, buy. */
export function ShopPanel({ characterId, credits, data, shop, onPick }: ShopPanelProps) {
  const queryClient = useQueryClient();
  const pickerId = useId();
  const buy = useMutation({
    mutationFn: ({ placeId, templateId }: { placeId: number; templateId: number }) => buyShopItem(placeId, templateId),
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Purchase failed')),
    onSettled: () => refreshInventory(queryClient, characterId),
  });

  return (
    <section className="inv-shop" aria-label="Shop">
      <div className="item-app-head">
        <h4 className="item-section-title">{`Shops · ${data.location.name}`}</h4>
        {data.open && shop && (
          <label className="inv-sort" htmlFor={pickerId}>
            Shop
            <select id={pickerId} value={shop.place.id} onChange={(event) => onPick(Number(event.target.value))}>
              {data.shops.map((s) => (
                <option key={s.place.id} value={s.place.id}>
                  {`${s.place.name} (${labelOf(s.place.type)})`}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {!data.open || !shop ? (
        <p className="item-empty">{data.reason}</p>
      ) : (
        <ul className="item-grid" aria-label="Items for sale">
          {shop.offers.map((offer) => (
            <OfferCard
              key={offer.item_template_id}
              offer={offer}
              affordable={offer.price <= credits}
              busy={buy.isPending}
              onBuy={() => buy.mutate({ placeId: shop.place.id, templateId: offer.item_template_id })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

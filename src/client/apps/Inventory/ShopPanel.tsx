import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopOffer } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { RARITY_COLORS } from '../../../shared/rules/rarity';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { buyShopItem, refreshInventory, shopQueryOptions } from '../../api/inventory';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { ItemTags } from '../../items/ItemTags';
import { ItemTooltip } from '../../items/ItemTooltip';
import { rangeText } from '../../items/itemText';

function OfferCard({ offer, affordable, open, busy, onBuy }: { offer: ShopOffer; affordable: boolean; open: boolean; busy: boolean; onBuy: () => void }) {
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
        <Button variant="primary" className="item-action" disabled={!open || !affordable || busy} onClick={onBuy} aria-label={`Buy ${offer.name} for ${formatCredits(offer.price)}`}>
          {affordable ? 'Buy' : 'Insufficient Credits'}
        </Button>
      </div>
    </li>
  );
}

/** The item shop where the character stands: its offers at this place's prices, one click to buy. */
export function ShopPanel({ characterId, credits }: { characterId: number; credits: number }) {
  const queryClient = useQueryClient();
  const { data: shop, error, isPending } = useQuery(shopQueryOptions(characterId));
  const buy = useMutation({
    mutationFn: buyShopItem,
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Purchase failed')),
    onSettled: () => refreshInventory(queryClient, characterId),
  });

  let body;
  if (isPending) body = <p className="dp-loading">Loading shop…</p>;
  else if (error || !shop) body = <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load the shop')}</p>;
  else if (!shop.open) body = <p className="item-empty">{shop.reason}</p>;
  else
    body = (
      <ul className="item-grid" aria-label="Items for sale">
        {shop.offers.map((offer) => (
          <OfferCard key={offer.item_template_id} offer={offer} open={shop.open} affordable={offer.price <= credits} busy={buy.isPending} onBuy={() => buy.mutate(offer.item_template_id)} />
        ))}
      </ul>
    );

  return (
    <section className="inv-shop" aria-label="Shop">
      <h4 className="item-section-title">{shop ? `Shop · ${shop.place.name}` : 'Shop'}</h4>
      {body}
    </section>
  );
}

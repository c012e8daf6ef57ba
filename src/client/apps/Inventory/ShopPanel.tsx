import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRoutes, type ItemShop, type ShopOffer, type ShopResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { alertMessage } from '../../api/apiErrors';
import { buyCraftedShopItem, buyShopItem, refreshInventory } from '../../items/inventory';
import { CraftedShelf } from './CraftedShelf';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { ChoiceSelect } from '../../items/ChoiceSelect';
import { ItemCardFrame } from '../../items/ItemCardFrame';
import { labelOf, rangeText } from '../../items/itemText';
import { SectionHeading } from '../../ui/SectionHeading';
import { refreshChanges } from '../../api/actSettlement';

function OfferCard({ offer, affordable, busy, onBuy }: { offer: ShopOffer; affordable: boolean; busy: boolean; onBuy: () => void }) {
  return (
    <ItemCardFrame item={offer} facts={[rangeText(offer.meta_data) ?? offer.meta_data.effect]}>
      <span className="item-price">{formatCredits(offer.price)}</span>
      <Button variant="primary" className="item-action" disabled={!affordable || busy} onClick={onBuy} aria-label={`Buy ${offer.name} for ${formatCredits(offer.price)}`}>
        {affordable ? 'Buy' : 'Insufficient Credits'}
      </Button>
    </ItemCardFrame>
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
  const buy = useMutation({
    mutationFn: ({ placeId, templateId }: { placeId: number; templateId: number }) => buyShopItem(placeId, templateId),
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Purchase failed')),
    onSettled: () => refreshInventory(queryClient, characterId),
  });
  const buyCrafted = useMutation({
    mutationFn: ({ placeId, stockId }: { placeId: number; stockId: number }) => buyCraftedShopItem(placeId, stockId),
    onSuccess: (result) => showToast('success', result.message),
    onError: (err) => showToast('error', alertMessage(err, 'Purchase failed')),
    onSettled: () => Promise.all([refreshInventory(queryClient, characterId), refreshChanges(queryClient, characterId, shopRoutes.buyCrafted.changes)]),
  });

  return (
    <section className="inv-shop" aria-label="Shop">
      <div className="item-app-head">
        <SectionHeading depth={1} className="item-section-title">{`Shops · ${data.location.name}`}</SectionHeading>
        {data.open && shop && (
          <ChoiceSelect label="Shop" value={shop.place.id} choices={data.shops.map((s) => ({ value: s.place.id, label: `${s.place.name} (${labelOf(s.place.type)})` }))} onChange={onPick} />
        )}
      </div>
      {!data.open || !shop ? (
        <p className="item-empty">{data.reason}</p>
      ) : (
        <>
        <CraftedShelf goods={shop.crafted} credits={credits} busy={buyCrafted.isPending} onBuy={(stockId) => buyCrafted.mutate({ placeId: shop.place.id, stockId })} />
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
        </>
      )}
    </section>
  );
}

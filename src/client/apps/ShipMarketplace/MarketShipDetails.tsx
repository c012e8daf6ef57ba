import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { formatSizeClass } from '../../../shared/rules/ships/formatShip';
import { alertMessage, errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { refreshShips } from '../../ships/refreshShips';
import { getMarketShip, purchaseShip } from '../../ships/shipMarket';
import { CatalogueDetails } from '../../ships/CatalogueDetails';
import { CatalogueEntry } from '../../ships/CatalogueEntry';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { PurchaseConfirm } from './PurchaseConfirm';
import { ShipRatings } from './ShipRatings';
import { TradeInOption } from './TradeInOption';

export const INSUFFICIENT_CREDITS = 'Insufficient Credits';
export const PURCHASE_FAILED = 'Purchase failed';

/** The details modal (seed 001 §2): stats, community ratings out of 10, trade-in, and the way to the purchase confirmation. */
export function MarketShipDetails({ characterId, templateId, onClose }: { characterId: number; templateId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [useTradeIn, setUseTradeIn] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const read = useQuery({
    queryKey: queryKeys.ships.marketShip(characterId, templateId),
    queryFn: ({ signal }) => getMarketShip(templateId, signal),
  });
  const purchase = useMutation({
    mutationFn: purchaseShip,
    onSuccess: async (result) => {
      showToast('success', `Successfully purchased ${result.ship.name}!`);
      onClose();
      await refreshShips(queryClient, characterId);
    },
    onError: (failure) => {
      setConfirming(false);
      showToast('error', alertMessage(failure, PURCHASE_FAILED));
    },
  });

  return (
    <CatalogueDetails query={read} placeholderTitle="Ship details" loading="Loading ship…" failure={errorMessage(read.error, 'Failed to load ships')} busy={purchase.isPending} onClose={onClose}>
      {({ ship, trade_in: tradeIn, character }) => {
        const tradingIn = useTradeIn && tradeIn.available;
        const price = tradingIn ? tradeIn.final_price : ship.market_price;
        // Seed 001 §5: a plain purchase is disabled when the price exceeds the credits, a trade-in one when the credits are below the final price.
        const affordable = character.credits >= price;
        return {
          title: ship.name,
          action: (
            <Button disabled={!affordable} onClick={() => setConfirming(true)}>
              {affordable ? `Purchase for ${formatCredits(price)}` : INSUFFICIENT_CREDITS}
            </Button>
          ),
          body: (
            <>
              <CatalogueEntry
                className="market-details"
                summary={`${ship.manufacturer} · ${formatSizeClass(ship.size_class)}${ship.is_rare ? ' · Rare' : ''}`}
                description={ship.description}
                lore={ship.lore_description}
                factsClassName="market-details-stats"
                facts={[
                  ['Speed', ship.stats.speed],
                  ['Capacity', `${ship.stats.capacity} t`],
                  ['Max fuel', ship.stats.max_fuel],
                  ['Fuel efficiency', ship.stats.fuel_efficiency],
                  ['Durability', ship.stats.max_durability],
                  ['Damage', ship.stats.damage],
                  ['Daily maintenance', formatCredits(ship.daily_maintenance)],
                  ['Availability', `${ship.availability_level}%`],
                ]}
              >
                <ShipRatings data={ship.marketplace_data} />
                <TradeInOption tradeIn={tradeIn} checked={useTradeIn} onChange={setUseTradeIn} />
                <p className="market-details-price">
                  <span>{`Your credits ${formatCredits(character.credits)}`}</span>
                  <strong>{formatCredits(price)}</strong>
                </p>
              </CatalogueEntry>
              <PurchaseConfirm
                open={confirming}
                shipName={ship.name}
                price={price}
                credits={character.credits}
                tradeIn={tradingIn ? tradeIn : null}
                busy={purchase.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={() =>
                  purchase.mutate({ ship_template_id: ship.id, use_trade_in: tradingIn, trade_in_ship_id: tradingIn ? tradeIn.current_ship?.id : null })
                }
              />
            </>
          ),
        };
      }}
    </CatalogueDetails>
  );
}

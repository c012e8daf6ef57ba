import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MarketTradeAction } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { getCargoManifest, getCommodities, getMarketData } from '../../market/market';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import { useCommodityTrade } from '../../market/useMarketTrade';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { BestTradeHint } from '../../market/BestTradeHint';
import { TradeDialog } from '../../market/TradeDialog';
import { heldLineOf, priceModelOf } from '../../market/tradeFacts';
import { Tabs } from '../../ui/Tabs';
import { GalacticPrices } from './GalacticPrices';
import { LocalMarket } from './LocalMarket';
import { Loadable } from '../../ui/Loadable';
import './commodityTrading.css';

type View = 'local' | 'galactic';

/** Commodity Trading (seed 001 §2): the Local Market with Buy and Sell, and Galactic Prices per super area. */
export function CommodityTrading({ tab }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  const id = characterId ?? 0;
  const [view, setView] = useState<View>('local');
  const [asking, setAsking] = useState<{ action: MarketTradeAction; commodityId: number } | null>(null);
  const { trade } = useCommodityTrade(id);
  const market = useQuery({ queryKey: queryKeys.market.commodities(id, null), queryFn: ({ signal }) => getCommodities(undefined, signal), enabled: id > 0 });
  const manifest = useQuery({ queryKey: queryKeys.market.manifest(id), queryFn: ({ signal }) => getCargoManifest(signal), enabled: id > 0 });
  // The profession bonus the quote counts (the same read Market Analysis makes).
  const intelligence = useQuery({ queryKey: queryKeys.market.data(id), queryFn: ({ signal }) => getMarketData(signal), enabled: id > 0 });

  if (characterId === null) return <p className="ct-empty">No character selected. Please select a character from the dashboard.</p>;
  const lines = new Map((manifest.data?.manifest ?? []).map((item) => [item.commodity_id, item]));
  const held = new Map([...lines].map(([commodityId, item]) => [commodityId, item.sellable]));
  const ready = Boolean(character && manifest.data && intelligence.data);
  const open = (action: MarketTradeAction, commodityId: number) => {
    setAsking({ action, commodityId });
    // Quote from the freshest stock: the market moves with every tick and every trader.
    void market.refetch();
  };
  const body = (
    <Loadable query={market} loading="Loading the market…" failure={errorMessage(market.error, 'Failed to load commodities')}>
      {(data) => {
        if (view === 'local') return <LocalMarket entries={data.commodities} held={held} busy={trade.isPending || !ready} onTrade={(action, entry) => open(action, entry.commodity_id)} />;
        return <GalacticPrices characterId={id} homeId={data.super_area.id} local={data.commodities} />;
      }}
    </Loadable>
  );

  const entry = asking && market.data?.commodities.find((candidate) => candidate.commodity_id === asking.commodityId);
  const line = asking ? lines.get(asking.commodityId) : undefined;
  return (
    <div className="ct">
      <header className="ct-header">
        <div>
          <h3 className="dp-app-title">{tab.name}</h3>
          <p className="ct-where">{market.data ? `${market.data.super_area.name} market` : '…'}</p>
        </div>
        <dl className="ct-facts">
          <div>
            <dt>Credits</dt>
            <dd className="ct-credits">{character ? formatCredits(character.credits) : '—'}</dd>
          </div>
          <div>
            <dt>Cargo</dt>
            <dd>{manifest.data ? `${manifest.data.cargo_used} / ${manifest.data.cargo_capacity}` : '—'}</dd>
          </div>
        </dl>
      </header>
      {view === 'local' && <BestTradeHint characterId={id} onBuy={ready ? (commodityId) => open('buy', commodityId) : undefined} />}
      <Tabs label="Commodity views" tabs={[{ id: 'local', label: 'Local Market' }, { id: 'galactic', label: 'Galactic Prices' }]} selected={view} onSelect={setView}>
        {body}
      </Tabs>
      {asking && entry && character && manifest.data && intelligence.data && (
        <TradeDialog
          key={`${asking.action}-${asking.commodityId}`}
          side={asking.action}
          market={{ commodityName: entry.commodity.name, model: priceModelOf(entry.price_model), stock: entry.quantity }}
          room={{
            credits: character.credits,
            cargoUsed: manifest.data.cargo_used,
            cargoCapacity: manifest.data.cargo_capacity,
            sellable: line?.sellable ?? 0,
            trader: { priceBonus: intelligence.data.profession_bonuses.price_bonus, line: line && heldLineOf(line) },
          }}
          busy={trade.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(quantity, limitPrice) =>
            trade.mutate(
              { action: asking.action, commodityId: asking.commodityId, quantity, limitPrice },
              // A refused order (the price moved) keeps the dialog open on the fresh quote.
              { onSuccess: () => setAsking(null), onError: () => void market.refetch() },
            )
          }
        />
      )}
    </div>
  );
}

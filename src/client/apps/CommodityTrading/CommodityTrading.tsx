import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommodityMarketEntry, MarketTradeAction } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { errorMessage } from '../../api/apiErrors';
import { getCargoManifest, getCommodities } from '../../api/market';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../api/useActiveCharacter';
import { useCommodityTrade } from '../../api/useMarketTrade';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { Tabs } from '../../ui/Tabs';
import { GalacticPrices } from './GalacticPrices';
import { LocalMarket } from './LocalMarket';
import { QuantityPrompt } from './QuantityPrompt';
import './commodityTrading.css';

type View = 'local' | 'galactic';

/** Commodity Trading (seed 001 §2): the Local Market with Buy and Sell, and Galactic Prices per super area. */
export function CommodityTrading({ tab }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  const id = characterId ?? 0;
  const [view, setView] = useState<View>('local');
  const [asking, setAsking] = useState<{ action: MarketTradeAction; entry: CommodityMarketEntry } | null>(null);
  const { trade } = useCommodityTrade(id);
  const market = useQuery({ queryKey: queryKeys.market.commodities(id, null), queryFn: ({ signal }) => getCommodities(undefined, signal), enabled: id > 0 });
  const manifest = useQuery({ queryKey: queryKeys.market.manifest(id), queryFn: ({ signal }) => getCargoManifest(signal), enabled: id > 0 });

  if (characterId === null) return <p className="ct-empty">No character selected. Please select a character from the dashboard.</p>;
  const held = new Map((manifest.data?.manifest ?? []).map((item) => [item.commodity_id, item.sellable]));
  let body;
  if (market.error) body = <p className="form-alert" role="alert">{errorMessage(market.error, 'Failed to load commodities')}</p>;
  else if (!market.data) body = <p className="dp-loading">Loading the market…</p>;
  else if (view === 'local') body = <LocalMarket entries={market.data.commodities} held={held} busy={trade.isPending} onTrade={(action, entry) => setAsking({ action, entry })} />;
  else body = <GalacticPrices homeId={market.data.super_area.id} local={market.data.commodities} />;

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
      <Tabs label="Commodity views" tabs={[{ id: 'local', label: 'Local Market' }, { id: 'galactic', label: 'Galactic Prices' }]} selected={view} onSelect={setView}>
        {body}
      </Tabs>
      {asking && (
        <QuantityPrompt
          action={asking.action}
          commodityName={asking.entry.commodity.name}
          onClose={() => setAsking(null)}
          onAnswer={(quantity) => trade.mutate({ action: asking.action, commodityId: asking.entry.commodity_id, quantity })}
        />
      )}
    </div>
  );
}

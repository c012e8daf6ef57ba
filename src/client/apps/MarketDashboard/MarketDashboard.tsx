import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CLIENT_POLL_MS } from '../../../shared/api/clientLoad';
import { errorMessage } from '../../api/apiErrors';
import { getCargoManifest, getMarketData, getTradingStats } from '../../market/market';
import { queryKeys } from '../../api/queryKeys';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { BestTradeHint } from '../../market/BestTradeHint';
import { listenToMarketEvents } from '../../market/marketEventPatches';
import { Tabs } from '../../ui/Tabs';
import { CargoManifestPanel } from './CargoManifestPanel';
import { CommoditiesView } from './CommoditiesView';
import { HistoryView } from './HistoryView';
import { IntelligenceCards } from './IntelligenceCards';
import { MarketAlertsPanel } from './MarketAlertsPanel';
import { ProfessionBonusesPanel } from './ProfessionBonusesPanel';
import { RoutesView } from './RoutesView';
import { TerminalHeader } from './TerminalHeader';
import { TradingActions } from './TradingActions';
import { Loadable } from '../../ui/Loadable';
import './marketDashboard.css';

// Prices moved where the character stands: the open dashboard's views wait for their own refresh (issue 40).
listenToMarketEvents();

type View = 'commodities' | 'routes' | 'history';

/** The galaxy clock ticks every minute by default: the market refreshes as often (the shared client-load table). */
const REFRESH_MS = CLIENT_POLL_MS.marketData;

/**
 * The Galactic Market Terminal (seed 001 §2 Market dashboard): header, intelligence cards,
 * profession bonuses, the Commodities, Routes and History views, Trading Actions, the cargo
 * manifest and market alerts, for the active character's system.
 */
export function MarketDashboard({ tab }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  const id = characterId ?? 0;
  const [view, setView] = useState<View>('commodities');
  const [selected, setSelected] = useState<number | null>(null);
  const market = useQuery({ queryKey: queryKeys.market.data(id), queryFn: ({ signal }) => getMarketData(signal), enabled: id > 0, refetchInterval: REFRESH_MS });
  const manifest = useQuery({ queryKey: queryKeys.market.manifest(id), queryFn: ({ signal }) => getCargoManifest(signal), enabled: id > 0 });
  const stats = useQuery({ queryKey: queryKeys.market.stats(id), queryFn: ({ signal }) => getTradingStats(signal), enabled: id > 0 });

  if (characterId === null) return <p className="md-empty">No character selected. Please select a character from the dashboard.</p>;
  const intelligence = market.data;
  const item = intelligence?.market_data.find((entry) => entry.commodity_id === selected);
  const held = manifest.data?.manifest.find((entry) => entry.commodity_id === selected)?.sellable ?? 0;

  const main = (
    <Loadable query={market} loading="Loading market data…" failure={errorMessage(market.error, 'Failed to load market data')}>
      {(intelligence) => {
        const views = { commodities: 'Commodities', routes: 'Routes', history: 'History' } as const;
        return (
          <>
            <IntelligenceCards summary={intelligence.market_summary} tradingLevel={stats.data?.trading_level} />
            <ProfessionBonusesPanel bonuses={intelligence.profession_bonuses} />
            <BestTradeHint
              characterId={id}
              onBuy={(commodityId) => {
                setSelected(commodityId);
                setView('commodities');
              }}
            />
            <Tabs label="Market views" tabs={(Object.keys(views) as View[]).map((v) => ({ id: v, label: views[v] }))} selected={view} onSelect={setView}>
              {view === 'commodities' && <CommoditiesView items={intelligence.market_data} selectedId={selected} onSelect={setSelected} />}
              {view === 'routes' && <RoutesView characterId={id} ship={intelligence.travel_status} />}
              {view === 'history' && <HistoryView characterId={id} commodityId={selected} />}
            </Tabs>
          </>
        );
      }}
    </Loadable>
  );

  return (
    <div className="md">
      <TerminalHeader appName={tab.name} location={intelligence?.location} credits={character?.credits} />
      <div className="md-layout">
        <div className="md-main">{main}</div>
        <aside className="md-side" aria-label="Trading">
          <TradingActions key={selected ?? 0} characterId={id} item={item} credits={character?.credits ?? 0} held={held} />
          <CargoManifestPanel manifest={manifest} />
          <MarketAlertsPanel alerts={intelligence?.alerts ?? []} />
        </aside>
      </div>
    </div>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { listMarketShips, type MarketQuery } from '../../ships/shipMarket';
import { useActiveCharacter } from '../../characters/useActiveCharacter';
import type { DatapadAppProps } from '../../datapad/appRegistry';
import { ShipAppFrame, ShipAppWithoutCharacter } from '../../ships/ShipAppFrame';
import { Pagination } from '../../ui/Pagination';
import { MarketFilterBar } from './MarketFilterBar';
import { MarketShipCard } from './MarketShipCard';
import { MarketShipDetails } from './MarketShipDetails';
import { Loadable } from '../../ui/Loadable';
import '../../ships/shipApps.css';
import './shipMarketplace.css';

/** Seed 001 §9: sorted by name ascending, page 1, no filters. */
export const INITIAL_MARKET_QUERY: MarketQuery = { page: 1, sort_by: 'name', sort_order: 'asc', size_class: '', manufacturer: '', min_price: '', max_price: '' };

/** Ship Marketplace (seed 001 §2): the system's shipyard with credits, filters, cards, pagination, details and purchase. */
export function ShipMarketplace({ tab }: DatapadAppProps) {
  const { characterId, data: character } = useActiveCharacter();
  const [query, setQuery] = useState<MarketQuery>(INITIAL_MARKET_QUERY);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const read = useQuery({
    queryKey: queryKeys.ships.market(characterId ?? 0, query),
    queryFn: ({ signal }) => listMarketShips(query, signal),
    enabled: characterId !== null,
    // The cards stay while the next page or filter loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });

  if (characterId === null) return <ShipAppWithoutCharacter title={tab.name} />;

  const credits = character?.credits ?? 0;
  const body = (
    <Loadable query={read} loading="Loading the shipyard…" failure={errorMessage(read.error, 'Failed to load ships')}>
      {(data) => {
        return (
          <>
            <MarketFilterBar query={query} filters={data.filters} onChange={(change) => setQuery({ ...query, ...change, page: 1 })} />
            <p className="ship-muted" aria-live="polite">{`${data.ships.total} ${data.ships.total === 1 ? 'ship' : 'ships'} for sale`}</p>
            {data.ships.data.length === 0 ? (
              <p className="ship-empty">No ships match these filters.</p>
            ) : (
              <ul className="market-grid" aria-label="Ships for sale">
                {data.ships.data.map((ship) => (
                  <MarketShipCard key={ship.id} ship={ship} credits={credits} onDetails={() => setDetailsId(ship.id)} />
                ))}
              </ul>
            )}
            <Pagination page={data.ships.current_page} lastPage={data.ships.last_page} onPage={(page) => setQuery({ ...query, page })} label="Marketplace pages" />
          </>
        );
      }}
    </Loadable>
  );

  return (
    <ShipAppFrame title={read.data ? `${tab.name} · ${read.data.location.system}` : tab.name} credits={credits}>
      {body}
      {detailsId !== null && <MarketShipDetails characterId={characterId} templateId={detailsId} onClose={() => setDetailsId(null)} />}
    </ShipAppFrame>
  );
}

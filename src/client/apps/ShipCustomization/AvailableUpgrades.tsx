import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { listUpgrades, type UpgradeFilterValues } from '../../ships/shipCustomization';
import { UpgradeCard } from './UpgradeCard';
import { UpgradeDetails } from './UpgradeDetails';
import { UpgradeFilterBar } from './UpgradeFilterBar';
import { Loadable } from '../../ui/Loadable';

const NO_FILTERS: UpgradeFilterValues = { category: '', rarity: '', min_price: '', max_price: '' };

/** The outfitter's upgrades with filters, judged against the selected ship; Details opens the upgrade's modal. */
export function AvailableUpgrades({ characterId, shipId, credits }: { characterId: number; shipId: number | null; credits: number }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const read = useQuery({
    queryKey: queryKeys.ships.upgrades(characterId, filters, shipId),
    queryFn: ({ signal }) => listUpgrades(filters, shipId, signal),
    placeholderData: keepPreviousData,
  });

  const list = (
    <Loadable query={read} loading="Loading upgrades…" failure={errorMessage(read.error, 'Failed to load upgrades')}>
      {(data) => {
        if (data.upgrades.data.length === 0) return <p className="ship-empty">No upgrades match these filters.</p>;
        return (
          <ul className="outfit-grid" aria-label="Available upgrades">
            {data.upgrades.data.map((upgrade) => (
              <UpgradeCard key={upgrade.id} upgrade={upgrade} shipChosen={shipId !== null} credits={credits} onDetails={() => setDetailsId(upgrade.id)} />
            ))}
          </ul>
        );
      }}
    </Loadable>
  );

  return (
    <section className="ship-card outfit-available" aria-labelledby="outfit-available-title">
      <h4 id="outfit-available-title" className="ship-section-title">
        Available upgrades
      </h4>
      <UpgradeFilterBar values={filters} choices={read.data?.filters} onChange={(change) => setFilters({ ...filters, ...change })} />
      {list}
      {detailsId !== null && (
        <UpgradeDetails characterId={characterId} upgradeId={detailsId} shipId={shipId} credits={credits} onClose={() => setDetailsId(null)} />
      )}
    </section>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { listUpgrades, type UpgradeFilterValues } from '../../ships/shipCustomization';
import { UpgradeCard } from './UpgradeCard';
import { UpgradeDetails } from './UpgradeDetails';
import { UpgradeFilterBar } from './UpgradeFilterBar';

const NO_FILTERS: UpgradeFilterValues = { category: '', rarity: '', min_price: '', max_price: '' };

/** The outfitter's upgrades with filters, judged against the selected ship; Details opens the upgrade's modal. */
export function AvailableUpgrades({ characterId, shipId, credits }: { characterId: number; shipId: number | null; credits: number }) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.ships.upgrades(characterId, filters, shipId),
    queryFn: ({ signal }) => listUpgrades(filters, shipId, signal),
    placeholderData: keepPreviousData,
  });

  let list;
  if (isPending) list = <p className="dp-loading">Loading upgrades…</p>;
  else if (error || !data) list = <p className="form-alert" role="alert">{errorMessage(error, 'Failed to load upgrades')}</p>;
  else if (data.upgrades.data.length === 0) list = <p className="ship-empty">No upgrades match these filters.</p>;
  else {
    list = (
      <ul className="outfit-grid" aria-label="Available upgrades">
        {data.upgrades.data.map((upgrade) => (
          <UpgradeCard key={upgrade.id} upgrade={upgrade} shipChosen={shipId !== null} credits={credits} onDetails={() => setDetailsId(upgrade.id)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="ship-card outfit-available" aria-labelledby="outfit-available-title">
      <h4 id="outfit-available-title" className="ship-section-title">
        Available upgrades
      </h4>
      <UpgradeFilterBar values={filters} choices={data?.filters} onChange={(change) => setFilters({ ...filters, ...change })} />
      {list}
      {detailsId !== null && (
        <UpgradeDetails characterId={characterId} upgradeId={detailsId} shipId={shipId} credits={credits} onClose={() => setDetailsId(null)} />
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { STAT_LABELS, STAT_NAMES } from '../../../shared/rules/ships/shipStats';
import { errorMessage } from '../../api/apiErrors';
import { queryKeys } from '../../api/queryKeys';
import { getUpgrade } from '../../ships/shipCustomization';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toastStore';
import { CatalogueDetails } from '../../ships/CatalogueDetails';
import { CatalogueEntry } from '../../ships/CatalogueEntry';
import { NOT_COMPATIBLE, SELECT_SHIP_FIRST } from './customizationTexts';
import { useOutfitterActions } from './useOutfitterActions';

export interface UpgradeDetailsProps {
  characterId: number;
  upgradeId: number;
  shipId: number | null;
  credits: number;
  onClose: () => void;
}

/** The upgrade details modal: lore, prices, the ship's stats before and after, and Install (seed 001 §5 rules). */
export function UpgradeDetails({ characterId, upgradeId, shipId, credits, onClose }: UpgradeDetailsProps) {
  const { install } = useOutfitterActions(characterId, { installed: onClose });
  const read = useQuery({
    queryKey: queryKeys.ships.upgrade(characterId, upgradeId, shipId),
    queryFn: ({ signal }) => getUpgrade(upgradeId, shipId, signal),
  });

  return (
    <CatalogueDetails query={read} placeholderTitle="Upgrade details" loading="Loading upgrade…" failure={errorMessage(read.error, 'Failed to load upgrades')} busy={install.isPending} onClose={onClose}>
      {(upgrade) => {
        const compatible = upgrade.compatibility.is_compatible;
        const affordable = credits >= upgrade.total_installation_cost;
        const comparison = upgrade.ship_compatibility;
        const installNow = () => {
          if (shipId === null) {
            showToast('error', SELECT_SHIP_FIRST);
            return;
          }
          install.mutate({ shipId, upgradeId: upgrade.id });
        };
        return {
          title: upgrade.name,
          action: (
            <Button busy={install.isPending} disabled={shipId !== null && (!compatible || !affordable)} onClick={installNow}>
              {`Install for ${formatCredits(upgrade.total_installation_cost)}`}
            </Button>
          ),
          body: (
            <CatalogueEntry
              className="outfit-details"
              summary={
                <>
                  <span className="outfit-rarity-text" style={{ color: upgrade.rarity_color }}>
                    {upgrade.rarity}
                  </span>
                  {` · ${upgrade.category} · ${upgrade.component} · ${upgrade.manufacturer}`}
                </>
              }
              description={upgrade.description}
              lore={upgrade.lore_description}
              facts={[
                ['Effect', upgrade.performance_impact],
                ['Effectiveness', `${upgrade.effectiveness_rating}/10`],
                ['Installation time', `${upgrade.installation_time} min`],
                ['Market price', formatCredits(upgrade.market_price)],
                ['Total installation cost', formatCredits(upgrade.total_installation_cost)],
                ['Fits', upgrade.compatible_sizes.length ? upgrade.compatible_sizes.join(', ') : 'every size class'],
              ]}
            >
              {comparison && (
                <table className="outfit-compare">
                  <caption className="ship-section-title">Your ship, before and after</caption>
                  <thead>
                    <tr>
                      <th scope="col">Stat</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {STAT_NAMES.map((stat) => {
                      const before = comparison.ship_stats_before[stat];
                      const after = comparison.ship_stats_after[stat];
                      return (
                        <tr key={stat} data-changed={before !== after}>
                          <th scope="row">{STAT_LABELS[stat]}</th>
                          <td>{before}</td>
                          <td>{after}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
              {shipId === null && <p className="ship-warning">{SELECT_SHIP_FIRST}</p>}
              {shipId !== null && !compatible && (
                <p className="ship-warning" role="note">
                  {NOT_COMPATIBLE}
                  {upgrade.compatibility.reason && <span className="outfit-reason">{upgrade.compatibility.reason}</span>}
                </p>
              )}
              {shipId !== null && compatible && !affordable && <p className="ship-warning">{`You need ${formatCredits(upgrade.total_installation_cost)} to install this upgrade.`}</p>}
            </CatalogueEntry>
          ),
        };
      }}
    </CatalogueDetails>
  );
}

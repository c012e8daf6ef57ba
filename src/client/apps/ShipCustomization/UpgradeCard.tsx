import type { UpgradeTemplate } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { Button } from '../../ui/Button';
import { NOT_COMPATIBLE } from './customizationTexts';

/** One upgrade for sale: name in its rarity colour, what it does, what installing costs. */
export function UpgradeCard({ upgrade, shipChosen, credits, onDetails }: { upgrade: UpgradeTemplate; shipChosen: boolean; credits: number; onDetails: () => void }) {
  const incompatible = shipChosen && !upgrade.compatibility.is_compatible;
  return (
    <li className="outfit-card" aria-label={upgrade.name} style={{ ['--rarity' as string]: upgrade.rarity_color }} data-compatible={!incompatible}>
      <div className="outfit-card-head">
        <span className="outfit-card-name">{upgrade.name}</span>
        <span className="ship-badge outfit-rarity">{upgrade.rarity}</span>
      </div>
      <p className="ship-muted">{`${upgrade.category} · ${upgrade.performance_impact}`}</p>
      {incompatible && <p className="outfit-incompatible">{NOT_COMPATIBLE}</p>}
      <div className="outfit-card-foot">
        <span className={`outfit-price${upgrade.total_installation_cost > credits ? ' outfit-price-over' : ''}`}>{formatCredits(upgrade.total_installation_cost)}</span>
        <Button variant="secondary" className="outfit-row-action" onClick={onDetails} aria-label={`Details of ${upgrade.name}`}>
          Details
        </Button>
      </div>
    </li>
  );
}

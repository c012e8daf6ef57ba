import type { ActiveContractsResponse, ActiveTradingContract } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { Button } from '../../ui/Button';
import { ContractCard } from './ContractCard';

interface ActiveContractsProps {
  active: ActiveContractsResponse;
  onDetails: (contract: ActiveTradingContract) => void;
  onComplete: (contract: ActiveTradingContract) => void;
  onAbandon: (contract: ActiveTradingContract) => void;
  busyId: number | null;
}

/** Accepted contracts with their deadlines; OVERDUE once a deadline has passed (late pays half). */
export function ActiveContracts({ active, onDetails, onComplete, onAbandon, busyId }: ActiveContractsProps) {
  if (active.active_contracts.length === 0) return <p className="tc-empty">No active contracts. Accept one from the Available view.</p>;
  return (
    <>
      <p className="tc-totals">
        {`Collateral held ${formatCredits(active.total_collateral_held)} · Potential reward ${formatCredits(active.total_potential_reward)}`}
      </p>
      <ul className="tc-list" aria-label="Active contracts">
        {active.active_contracts.map((contract) => (
          <ContractCard key={contract.id} contract={contract} flag={contract.is_overdue ? <span className="tc-overdue">OVERDUE</span> : null}>
            <Button variant="secondary" onClick={() => onDetails(contract)}>
              Details
            </Button>
            <Button variant="danger" disabled={busyId === contract.id} onClick={() => onAbandon(contract)}>
              Abandon
            </Button>
            <Button busy={busyId === contract.id} onClick={() => onComplete(contract)}>
              Complete
            </Button>
          </ContractCard>
        ))}
      </ul>
    </>
  );
}

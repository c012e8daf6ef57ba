import type { TradingContract } from '../../../shared/api';
import { Button } from '../../ui/Button';
import { ContractCard } from './ContractCard';

interface AvailableContractsProps {
  contracts: TradingContract[];
  onDetails: (contract: TradingContract) => void;
  onAccept: (contract: TradingContract) => void;
  acceptingId: number | null;
}

/** Offers of the current system; Accept is disabled with the reason when a contract can't be taken. */
export function AvailableContracts({ contracts, onDetails, onAccept, acceptingId }: AvailableContractsProps) {
  if (contracts.length === 0) return <p className="tc-empty">No contracts match here right now. New offers are posted regularly.</p>;
  return (
    <ul className="tc-list" aria-label="Available contracts">
      {contracts.map((contract) => (
        <ContractCard key={contract.id} contract={contract}>
          {!contract.compatibility.can_accept && contract.compatibility.reason && <p className="tc-reason">{contract.compatibility.reason}</p>}
          <Button variant="secondary" onClick={() => onDetails(contract)}>
            Details
          </Button>
          <Button disabled={!contract.compatibility.can_accept} busy={acceptingId === contract.id} onClick={() => onAccept(contract)}>
            Accept
          </Button>
        </ContractCard>
      ))}
    </ul>
  );
}

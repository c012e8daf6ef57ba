import type { TradingContract } from '../../../shared/api';
import { formatTimeRemaining } from '../../../shared/rules/contracts/timeRemaining';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ContractBadges } from './ContractBadges';
import { FactList } from '../../ui/FactList';

interface ContractDetailsProps {
  contract: TradingContract;
  /** Offered contracts can be accepted from here; accepted ones only show their terms. */
  onAccept?: () => void;
  accepting: boolean;
  onClose: () => void;
}

/** Every term of a contract, and Accept when it is on offer (disabled with the reason when it can't be). */
export function ContractDetails({ contract, onAccept, accepting, onClose }: ContractDetailsProps) {
  const { compatibility } = contract;
  const rows: [string, string][] = [
    ['Issuer', `${contract.issuer_name} (${contract.issuer_type})`],
    ['Type', contract.contract_type],
    ['Commodity', `${contract.commodity.name} (${contract.commodity.category})`],
    ['Quantity', `${contract.quantity} t at ${formatCredits(contract.price_per_unit)} per unit`],
    ['Cargo value', formatCredits(contract.total_value)],
    ['Pickup', `${contract.pickup_location.name}, ${contract.pickup_location.system}`],
    ['Delivery', `${contract.delivery_location.name}, ${contract.delivery_location.system}`],
    ['Distance', `${contract.distance.toFixed(1)} ly over ${contract.jumps} ${contract.jumps === 1 ? 'jump' : 'jumps'}`],
    ['Cargo space needed', `${contract.min_cargo_space} t`],
    ['Ship size', `${contract.required_ship_size} or larger`],
    ['Reputation needed', String(contract.min_reputation)],
    ['Reward', formatCredits(contract.reward)],
    ['Collateral', formatCredits(contract.collateral)],
    ['Profitability', `${contract.profitability_rating.toFixed(1)}/10`],
    ['Risk-adjusted return', formatCredits(contract.risk_adjusted_return)],
    ['Time remaining', formatTimeRemaining(contract.time_remaining)],
    ['Estimated duration', formatTimeRemaining(contract.estimated_duration)],
  ];
  return (
    <Modal
      title={contract.title}
      size="wide"
      onClose={onClose}
      busy={accepting}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={accepting}>
            Close
          </Button>
          {onAccept && (
            <Button onClick={onAccept} disabled={!compatibility.can_accept} busy={accepting}>
              Accept Contract
            </Button>
          )}
        </>
      }
    >
      <p className="tc-details-lead">
        {contract.description} <ContractBadges contract={contract} />
      </p>
      <FactList className="tc-details" facts={rows} />
      {contract.special_requirements.length > 0 && (
        <ul className="tc-requirements" aria-label="Special requirements">
          {contract.special_requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      )}
      {onAccept && !compatibility.can_accept && compatibility.reason && <p className="tc-reason">{compatibility.reason}</p>}
    </Modal>
  );
}

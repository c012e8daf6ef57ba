import type { HistoryTradingContract } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { ContractCard } from './ContractCard';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Finished contracts: how each ended, when, and what it paid. */
export function ContractHistory({ contracts }: { contracts: HistoryTradingContract[] }) {
  if (contracts.length === 0) return <p className="tc-empty">No finished contracts yet.</p>;
  return (
    <ul className="tc-list" aria-label="Contract history">
      {contracts.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          flag={<span className={`tc-status tc-status-${contract.status}`}>{contract.status}</span>}
          timeLine={when.format(new Date(contract.completed_at))}
        >
          <p className="tc-payout">{contract.status === 'completed' ? `Paid ${formatCredits(contract.payout)}` : `Collateral forfeited ${formatCredits(contract.collateral)}`}</p>
        </ContractCard>
      ))}
    </ul>
  );
}

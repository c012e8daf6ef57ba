import type { ReactNode } from 'react';
import type { TradingContract } from '../../../shared/api';
import { formatTimeRemaining } from '../../../shared/rules/contracts/timeRemaining';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { ContractBadges } from './ContractBadges';

interface ContractCardProps {
  contract: TradingContract;
  /** Shown beside the title: OVERDUE, a status. */
  flag?: ReactNode;
  /** What the time line says; the time remaining by default. */
  timeLine?: string;
  children?: ReactNode;
}

/** One contract in a list: who wants what carried where, for how much, and the actions. */
export function ContractCard({ contract, flag, timeLine, children }: ContractCardProps) {
  return (
    <li className="tc-card">
      <article aria-label={contract.title}>
        <header className="tc-card-head">
          <h4 className="tc-card-title">{contract.title}</h4>
          {flag}
        </header>
        <p className="tc-issuer">
          {contract.issuer_name} <span className="muted">· {contract.issuer_type}</span> <ContractBadges contract={contract} />
        </p>
        <p className="tc-route">{`${contract.pickup_location.system} → ${contract.delivery_location.system}`}</p>
        <dl className="tc-facts">
          <div>
            <dt>Cargo</dt>
            <dd>{`${contract.quantity} t ${contract.commodity.name}`}</dd>
          </div>
          <div>
            <dt>Reward</dt>
            <dd className="tc-reward">{formatCredits(contract.reward)}</dd>
          </div>
          <div>
            <dt>Collateral</dt>
            <dd>{formatCredits(contract.collateral)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{timeLine ?? formatTimeRemaining(contract.time_remaining)}</dd>
          </div>
        </dl>
        {children && <div className="tc-card-actions">{children}</div>}
      </article>
    </li>
  );
}

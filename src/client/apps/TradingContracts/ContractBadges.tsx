import type { CSSProperties } from 'react';
import type { TradingContract } from '../../../shared/api';

const chip = (color: string) => ({ '--chip': color }) as CSSProperties;

/** Difficulty and risk as coloured chips. */
export function ContractBadges({ contract }: { contract: TradingContract }) {
  return (
    <span className="tc-badges">
      <span className="tc-chip" style={chip(contract.difficulty_color)}>
        {contract.difficulty}
      </span>
      <span className="tc-chip" style={chip(contract.risk_color)}>
        {`${contract.risk_level} risk`}
      </span>
    </span>
  );
}

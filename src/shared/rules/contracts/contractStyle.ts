import type { RiskLabel } from '../riskLabel';
import type { Difficulty } from './contractTerms';

/** Colours the contract cards use for difficulty and risk, from calm to alarming. */
export const DIFFICULTY_COLORS: Record<Difficulty, string> = { easy: '#4cf2a1', medium: '#ffc861', hard: '#ff9f43', expert: '#ff5c7a' };
export const RISK_COLORS: Record<RiskLabel, string> = { Low: '#4cf2a1', Medium: '#ffc861', High: '#ff9f43', Extreme: '#ff5c7a' };

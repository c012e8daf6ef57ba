import type { ContractType } from '../../../shared/rules/contracts/contractTerms';

/** Who posts contracts, by kind: names for the offers the galaxy clock writes. */
export const issuers: readonly { name: string; type: string }[] = [
  { name: 'Helios Consolidated', type: 'corporation' },
  { name: 'Titan Mining Combine', type: 'corporation' },
  { name: 'Aurora Luxury Goods', type: 'corporation' },
  { name: 'Free Traders Guild', type: 'guild' },
  { name: 'Spacers’ Brotherhood', type: 'guild' },
  { name: 'Colonial Relief Office', type: 'government' },
  { name: 'Frontier Supply Authority', type: 'government' },
  { name: 'Mara Voss', type: 'independent' },
  { name: 'Old Tam’s Provisions', type: 'independent' },
];

/** How often each type is offered, out of 100. */
export const typeWeights: readonly [ContractType, number][] = [
  ['delivery', 45],
  ['express', 20],
  ['bulk', 20],
  ['hazardous', 15],
];

/** Units per contract, by type. */
export const quantityRange: Record<ContractType, [number, number]> = {
  delivery: [10, 50],
  express: [5, 30],
  bulk: [80, 240],
  hazardous: [10, 40],
};

/**
 * Of each system's offers, at least this many suit a new captain (GAME_RULES "Contracts"): a
 * delivery to a neighbouring system, a few tonnes whose collateral the starting credits cover.
 */
export const NEWCOMER_OFFERS = 2;
export const NEWCOMER_QUANTITY: [number, number] = [10, 30];
export const NEWCOMER_CARGO_VALUE = 8_000;

/** Commodity categories a hazardous contract carries. */
export const hazardousCategories: ReadonlySet<string> = new Set(['fuel', 'weapons', 'medical', 'minerals']);

/** Reputation a contract of each difficulty asks for. */
export const reputationFor: Record<string, number> = { easy: 0, medium: 0, hard: 5, expert: 15 };

/** Reputation after an outcome: on time, late, abandoned. */
export const REPUTATION_ON_TIME = 2;
export const REPUTATION_LATE = 1;
export const REPUTATION_ABANDONED = -3;

/** The offers kept available in each system, and how long an offer stays up (hours). */
export const OFFERS_PER_SYSTEM = 8;
export const OFFER_HOURS: [number, number] = [2, 12];

export const titlePrefix: Record<ContractType, string> = {
  delivery: 'Delivery',
  express: 'Express',
  bulk: 'Bulk Haul',
  hazardous: 'Hazardous',
};

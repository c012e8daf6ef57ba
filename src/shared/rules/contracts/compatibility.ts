import { sizeRank, type SizeClass } from '../ships/sizeClass';
import { formatCredits } from '../formatCredits';

/** At most this many contracts run at once per character. */
export const MAX_ACTIVE_CONTRACTS = 5;

/** Everything acceptance depends on, read inside the accepting transaction. */
export interface AcceptanceFacts {
  available: boolean;
  travelling: boolean;
  pickupSystem: string;
  inPickupSystem: boolean;
  reputation: number;
  minReputation: number;
  /** The active ship's size class and free hold space; null without an active ship. */
  ship: { size: SizeClass; freeCargo: number } | null;
  requiredSize: SizeClass;
  quantity: number;
  credits: number;
  collateral: number;
  activeContracts: number;
}

export interface Compatibility {
  can_accept: boolean;
  reason: string | null;
}

/** Whether a character can accept a contract now, and the first reason why not (seed 001 §5). */
export function contractCompatibility(f: AcceptanceFacts): Compatibility {
  const refuse = (reason: string): Compatibility => ({ can_accept: false, reason });
  if (!f.available) return refuse('This contract is no longer available.');
  if (f.travelling) return refuse('You cannot accept contracts while travelling.');
  if (f.activeContracts >= MAX_ACTIVE_CONTRACTS) return refuse(`You already have ${MAX_ACTIVE_CONTRACTS} active contracts.`);
  if (!f.inPickupSystem) return refuse(`Travel to ${f.pickupSystem} to pick up this cargo.`);
  if (f.reputation < f.minReputation) return refuse(`Requires reputation ${f.minReputation} (you have ${f.reputation}).`);
  if (!f.ship) return refuse('You need an active ship to carry the cargo.');
  if (sizeRank(f.ship.size) < sizeRank(f.requiredSize)) return refuse(`Requires a ${f.requiredSize} ship or larger.`);
  if (f.ship.freeCargo < f.quantity) return refuse(`Not enough cargo space: ${f.quantity} t needed, ${f.ship.freeCargo} t free.`);
  if (f.credits < f.collateral) return refuse(`Not enough credits for the collateral of ${formatCredits(f.collateral)}.`);
  return { can_accept: true, reason: null };
}

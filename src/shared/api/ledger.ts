import { z } from 'zod';
import { characterIdParams } from './characters';
import { route } from './route';

/** Why a character's credits moved: each money-moving act writes its own reason. */
export const LEDGER_REASONS = [
  'opening_balance',
  'market_buy',
  'market_sell',
  'refuel',
  'ship_purchase',
  'upgrade_install',
  'upgrade_uninstall',
  'contract_collateral',
  'contract_payout',
  /** A party member's share of a contract another member delivered in the same system. */
  'contract_party_share',
  'shuttle_fare',
  'hyperspace_maintenance',
  'travel_event',
  'item_purchase',
  'item_sale',
  'item_repair',
  'guild_deposit',
  'guild_withdrawal',
  'combat_reward',
  'combat_healing',
  'combat_training',
  'quest_reward',
  /** A bounty's reward, paid by the bounty office when its target falls. */
  'bounty_reward',
  /** Credits a watcher gave a performer it watched, and the performer's side of it. */
  'tip_given',
  'tip_received',
  /** Credits a buyer paid at a player's vendor stall, and the seller's side of it. */
  'vendor_purchase',
  'vendor_sale',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** What a movement belongs to: the trade, contract, journey, ship, installed upgrade, item or guild bank it paid for. */
export const LEDGER_REFERENCE_TYPES = ['market_trade', 'contract', 'journey', 'ship', 'ship_customization', 'item', 'guild', 'combat_session', 'character_quest', 'bounty', 'character'] as const;
export type LedgerReferenceType = (typeof LEDGER_REFERENCE_TYPES)[number];

export const ledgerEntry = z.object({
  id: z.number().int(),
  /** Positive when credits came in, negative when they went out. */
  amount: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  balance_after: z.number().int(),
  reference: z.object({ type: z.enum(LEDGER_REFERENCE_TYPES), id: z.number().int() }).nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** Newest first; `before` pages back through older entries. */
export const ledgerQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ledgerResponse = z.object({ character_id: z.number().int(), credits: z.number().int(), entries: z.array(ledgerEntry) });
export type LedgerResponse = z.infer<typeof ledgerResponse>;

export const ledgerRoutes = {
  /** The player's own character's credit movements. */
  list: route({ method: 'GET', path: '/api/characters/:id/ledger', access: 'user', params: characterIdParams, query: ledgerQuery, response: ledgerResponse }),
};

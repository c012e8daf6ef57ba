import { queryKeys } from '../api/queryKeys';
import type { Settlement } from '../api/actSettlement';
import { patchEventWith } from '../realtime/eventPatches';

/**
 * Prices moved where the character stands (MarketOpportunity: the galaxy clock's move in its
 * system; GalacticEvent: an event broke out there). Every player of the system hears the push at
 * the same instant, so no market view is read at once: they are marked stale and read at their own
 * next refresh (CLIENT_POLL_MS.marketData, each player's on its own phase), as every tick's prices
 * are, or when next shown. Read at once, four or five GETs a player of a system fell in the same
 * instant (issue 40: 1,200 players' reads within 5 s took the players bench from p99 28 ms to 6.5 s).
 */
export function patchMarketMoved(_queryClient: unknown, characterId: number): Settlement {
  return { later: [queryKeys.market.all(characterId), queryKeys.market.prices] };
}

/** The market feature's patches of its pushed events, in place of the realtime defaults (idempotent). */
export function listenToMarketEvents(): void {
  patchEventWith('MarketOpportunity', patchMarketMoved);
  patchEventWith('GalacticEvent', patchMarketMoved);
}

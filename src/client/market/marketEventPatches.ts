import type { QueryClient } from '@tanstack/react-query';
import { PUSHED_READ_SPREAD_MS } from '../../shared/api/clientLoad';
import type { Settlement } from '../api/actSettlement';
import { queryKeys } from '../api/queryKeys';
import { patchEventWith } from '../realtime/eventPatches';
import { readMarketHere } from './readMarketHere';

/**
 * Prices moved where the character stands (MarketOpportunity: the galaxy clock's moves in its
 * system; GalacticEvent: an event broke out): the open market views of the system are read in one
 * call, GET /api/market/here, instead of each view reading again (four or five GETs a player), and
 * after a random part of PUSHED_READ_SPREAD_MS, as every player of the system hears the push at
 * the same instant. The trading record did not move.
 */
export function patchMarketMoved(queryClient: QueryClient, characterId: number): Settlement {
  const market = readMarketHere(queryClient, characterId, { afterMs: Math.random() * PUSHED_READ_SPREAD_MS });
  return { patched: [queryKeys.market.stats(characterId), ...(market.patched ?? [])], later: market.later };
}

/** The market feature's patches of its pushed events, in place of the realtime defaults (idempotent). */
export function listenToMarketEvents(): void {
  patchEventWith('MarketOpportunity', patchMarketMoved);
  patchEventWith('GalacticEvent', patchMarketMoved);
}

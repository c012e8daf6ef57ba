import { commodityRoutes, marketRoutes } from '../../shared/api';
import type { SoundName } from './soundEffects';

/** A finished call as the HTTP client saw it. */
export interface FinishedCall {
  method?: string;
  url?: string;
  /** The request body: an object, or the JSON text the client sent. */
  data?: unknown;
}

function body(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * The trade sound for a successful call, or null: whichever screen traded (the market dialog, the
 * commodity list, a quick buy), a purchase rings as a buy and a sale as a sale.
 */
export function tradeSoundFor(call: FinishedCall): SoundName | null {
  if (call.method?.toUpperCase() !== 'POST' || !call.url) return null;
  const path = call.url.split('?')[0];
  if (path === marketRoutes.buy.path || path === commodityRoutes.quickTrade.path) return 'trade-buy';
  if (path === marketRoutes.sell.path) return 'trade-sell';
  if (path === commodityRoutes.trade.path) return body(call.data).action === 'sell' ? 'trade-sell' : 'trade-buy';
  return null;
}

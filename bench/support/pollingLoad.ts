import { CLIENT_POLL_MS } from '../../src/shared/api/clientLoad';
import type { PairedFigures } from './interleave';

/**
 * How often the client asks for each polled read, from the table the client itself takes them
 * from (src/shared/api/clientLoad.ts): the rates a signed-in player's open tabs generate without clicking anything.
 */
/** The Character, refetched for the notifications. */
export const CHARACTER_POLL_MS = CLIENT_POLL_MS.character;
/** Market data, while the dashboard is open. */
export const MARKET_DATA_POLL_MS = CLIENT_POLL_MS.marketData;
/** Travel status, during a journey. */
export const TRAVEL_STATUS_POLL_MS = CLIENT_POLL_MS.travelStatus;
/**
 * Ship status and the contracts lists have no refetchInterval (src/client/apps/ShipStatus/ShipStatus.tsx,
 * src/client/apps/TradingContracts/TradingContracts.tsx): they load when the app opens and go stale
 * after `staleTime: 15_000` (src/client/api/queryClient.ts). At most once per 15 s is the upper bound.
 */
export const ON_OPEN_STALE_MS = 15_000;

export const PLAYERS = 1_000;

/** One endpoint's share of the load: PLAYERS players asking every `intervalMs`. */
interface Poll {
  endpoint: string;
  intervalMs: number;
  why: string;
}

/**
 * The worst case of the polled reads: every player has the market dashboard open and is on a
 * journey, and reopens ship status and the contracts as soon as they go stale.
 */
export const POLLS: readonly Poll[] = [
  { endpoint: 'GET /api/characters/{id}', intervalMs: CHARACTER_POLL_MS, why: 'notifications refetch the Character' },
  { endpoint: 'GET /api/market/data', intervalMs: MARKET_DATA_POLL_MS, why: 'market dashboard open' },
  { endpoint: 'GET /api/travel/status', intervalMs: TRAVEL_STATUS_POLL_MS, why: 'during a journey' },
  { endpoint: 'GET /api/ship/status', intervalMs: ON_OPEN_STALE_MS, why: 'on open, stale after 15 s (upper bound)' },
  { endpoint: 'GET /api/trading-contracts', intervalMs: ON_OPEN_STALE_MS, why: 'on open, stale after 15 s (upper bound)' },
  { endpoint: 'GET /api/trading-contracts/active', intervalMs: ON_OPEN_STALE_MS, why: 'on open, stale after 15 s (upper bound)' },
];

/**
 * Prints what PLAYERS signed-in players cost at those rates against each endpoint's measured
 * capacity (the median run's req/s at 10 connections): the share of one server process's time.
 */
export function reportPollingLoad(measured: readonly PairedFigures[]): void {
  console.log(`\n${PLAYERS.toLocaleString('en')} signed-in players at the client's polling rates (worst case: dashboard open, travelling, apps reopened when stale):`);
  let share = 0;
  let polledShare = 0;
  for (const poll of POLLS) {
    const figures = measured.find((m) => m.name === poll.endpoint);
    if (!figures) continue;
    const rate = (PLAYERS * 1000) / poll.intervalMs;
    const part = rate / figures.median.requestsPerSecond;
    share += part;
    if (poll.intervalMs !== ON_OPEN_STALE_MS) polledShare += part;
    console.log(
      `  ${poll.endpoint.padEnd(34)} every ${String(poll.intervalMs / 1000).padStart(2)} s  ${rate.toFixed(1).padStart(6)} req/s of ${figures.median.requestsPerSecond.toFixed(0).padStart(6)}  ${(part * 100).toFixed(1).padStart(5)} %  (${poll.why})`,
    );
  }
  console.log(`  polled reads (character, market data, travel status): ${(polledShare * 100).toFixed(1)} % of one server process`);
  console.log(`  with ship status and contracts reopened whenever stale: ${(share * 100).toFixed(1)} % of one server process`);
}

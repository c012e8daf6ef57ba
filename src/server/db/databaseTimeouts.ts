import type pg from 'pg';

const READ_TIMEOUT = 'Query read timeout';

/**
 * A connection whose query outlived the driver's `query_timeout` is ended at once, so its queued
 * statements (the transaction's ROLLBACK) fail fast and the pool replaces it instead of handing a
 * stuck connection to the next request.
 */
export function dropConnectionsThatTimedOut(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === READ_TIMEOUT) client.end().catch(() => undefined);
        });
      }
      return result;
    };
  });
}

// What the pool and the driver say when the database did not answer within a budget.
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  READ_TIMEOUT,
  'Connection terminated unexpectedly',
];
// PostgreSQL's codes for a budget spent or a server going away: statement and lock timeouts, an
// idle transaction ended, shutdown and start-up, too many connections.
const UNAVAILABLE_CODES = new Set(['57014', '55P03', '25P03', '57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);

/**
 * Whether `error` says the database could not serve the request within its budget (unreachable,
 * too slow, shutting down), which the API answers with 503 and Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNREACHABLE_MESSAGES.some((text) => error.message.includes(text));
}

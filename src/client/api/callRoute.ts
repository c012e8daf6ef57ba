import { fillPath, type RouteArgs, type RouteEntry, type RouteResponse } from '../../shared/api/route';
import { headers } from '../../shared/api/http';
import { http } from './http';
import { newIdempotencyKey } from './idempotencyKey';

/**
 * Calls one entry of the contract: path parameters filled in, the body typed by the entry, the
 * answer parsed by the entry's response schema (a server drifting from the contract fails here).
 * A money-moving entry gets a fresh Idempotency-Key per call: the client does not retry these
 * calls itself, so one key per call; a retry of the same call would resend the same key.
 */
export async function callRoute<const Entry extends RouteEntry>(
  entry: Entry,
  args: RouteArgs<Entry> = {} as RouteArgs<Entry>,
  options: { signal?: AbortSignal } = {},
): Promise<RouteResponse<Entry>> {
  const { params, query, body } = args as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const { data, status } = await http.request<unknown>({
    method: entry.method,
    url: fillPath(entry.path, params),
    params: query,
    data: body,
    signal: options.signal,
    headers: entry.idempotent ? { [headers.idempotencyKey]: newIdempotencyKey() } : undefined,
  });
  return entry.response.parse(status === 204 ? undefined : data) as RouteResponse<Entry>;
}

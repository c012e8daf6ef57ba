import { AxiosHeaders, type RawAxiosHeaders } from 'axios';
import { fillPath, type RouteArgs, type RouteEntry, type RouteResponse } from '../../shared/api/route';
import { headers } from '../../shared/api/http';
import { actsSettledFromAnswer } from './actsSettledFromAnswer';
import { http } from './http';
import { newIdempotencyKey } from './idempotencyKey';
import { ownEvents } from './ownEvents';

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
  const request = () =>
    http.request<unknown>({
      method: entry.method,
      url: fillPath(entry.path, params),
      params: query,
      data: body,
      signal: options.signal,
      headers: entry.idempotent ? { [headers.idempotencyKey]: newIdempotencyKey() } : undefined,
    });
  const { data, status } = entry.method === 'GET' ? await request() : await actNamingItsEvents(entry, request);
  return entry.response.parse(status === 204 ? undefined : data) as RouteResponse<Entry>;
}

/** An act: its answer's `X-Event-Ids` are remembered with what it changed, so this tab skips their echo. */
async function actNamingItsEvents<T extends { headers: unknown }>(entry: RouteEntry, request: () => Promise<T>): Promise<T> {
  ownEvents.actStarted();
  let ids: string[] = [];
  try {
    const response = await request();
    const named = AxiosHeaders.from(response.headers as RawAxiosHeaders).get(headers.eventIds);
    if (typeof named === 'string' && named.length > 0) ids = named.split(',');
    return response;
  } finally {
    ownEvents.actAnswered(ids, actsSettledFromAnswer.has(entry) ? entry.changes : undefined);
  }
}

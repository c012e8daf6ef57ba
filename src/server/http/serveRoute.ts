import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { headers } from '../../shared/api/http';
import type { RouteEntry, RouteInput, RouteResponse } from '../../shared/api/route';
import { resolveActingCharacter } from './actingCharacter';
import { requireAdmin } from './adminAccess';
import { idempotencyClaimOf, insertClaim, replayAnswer, settleClaim, storeIdempotentAnswer } from './idempotency';
import { requirePasswordConfirmation } from './passwordConfirmation';
import { enforceRateLimit } from './rateLimit';
import { requireUserId } from './session';
import { requireTokenAbility } from './tokenAbility';
import { isSharedPagePath, pageForBrowserNavigation } from './pageNavigation';
import { refuseUnexpectedBody } from './noBody';

/** What a route handler gets: the validated inputs, and who is calling. */
export type RouteContext<Entry extends RouteEntry> = RouteInput<Entry> & {
  request: FastifyRequest;
  reply: FastifyReply;
} & (Entry['access'] extends 'public' ? object : { userId: number }) &
  (Entry['access'] extends 'character' ? { characterId: number } : object);

export type RouteHandler<Entry extends RouteEntry> = (context: RouteContext<Entry>) => Promise<RouteResponse<Entry>> | RouteResponse<Entry>;

async function authenticate(request: FastifyRequest): Promise<void> {
  await requireUserId(request);
}

/** Who may call: signed in (acting for an own character, or an admin where the entry says), with the token ability and a fresh password where the entry asks. */
function accessChecks(entry: RouteEntry): preValidationAsyncHookHandler[] {
  if (entry.access === 'public') return [];
  const who = entry.access === 'character' ? (request: FastifyRequest) => resolveActingCharacter(request, entry) : authenticate;
  return [
    who,
    requireTokenAbility(entry),
    ...(entry.access === 'admin' ? [requireAdmin] : []),
    ...(entry.passwordConfirmed ? [requirePasswordConfirmation] : []),
  ];
}

/**
 * Runs a character's act and names in its answer the realtime events it queued (`X-Event-Ids`),
 * so the tab that acted skips their echo: it patches its cache from the answer instead.
 */
async function actNamingItsEvents<T>(entry: RouteEntry, request: FastifyRequest, reply: FastifyReply, act: () => Promise<T> | T): Promise<T> {
  const acts = request.server.broadcaster?.actEvents;
  if (entry.method === 'GET' || entry.access !== 'character' || !acts) return await act();
  const collecting = acts.begin(request.characterId);
  try {
    return await act();
  } finally {
    const ids = collecting.end();
    if (ids.length > 0) reply.header(headers.eventIds, ids.join(','));
  }
}

/**
 * Registers `entry` on `app`: Fastify validates params, query and body with the entry's schemas
 * and checks the response against it (outside production); the access rule runs before the
 * handler, so a handler never checks who is calling. The entry's rate limit is counted (429
 * past it) and its Idempotency-Key honoured (a retry gets the first answer) before the handler.
 */
export function serveRoute<const Entry extends RouteEntry>(app: FastifyInstance, entry: Entry, handler: RouteHandler<Entry>): void {
  const status = entry.status ?? 200;
  const options: RouteOptions = {
    method: entry.method,
    url: entry.path,
    schema: {
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      response: { 200: entry.response, [status]: entry.response },
    },
    // Who is calling is settled before validation: a stranger, or a player acting for someone
    // else's character, learns nothing about the payload rules.
    // A route that takes no body refuses one (422) once the caller is known.
    preValidation: [...accessChecks(entry), ...(entry.body ? [] : [refuseUnexpectedBody])],
    ...(entry.idempotent ? { onSend: storeIdempotentAnswer } : {}),
    // A page's plain form may post it: a form-encoded body is read (elsewhere refused with 415).
    ...(entry.formBody ? { config: { formBody: true } } : {}),
    // A GET outside /api/ that the client also shows as a page (/user/api-tokens): a browser's navigation gets the page.
    ...(isSharedPagePath(entry) ? { onRequest: pageForBrowserNavigation } : {}),
    handler: async (request, reply) => {
      const userId = request.sessionState?.userId ?? 0;
      // The Idempotency-Key is claimed with the rate limit's count, in its statement, where the route has both.
      const claim = entry.idempotent ? idempotencyClaimOf(request, userId) : undefined;
      const claimed = entry.rateLimit ? await enforceRateLimit(request, entry.rateLimit, userId, claim) : claim !== undefined && (await insertClaim(request.server.deps.db, claim));
      if (claim) {
        const first = await settleClaim(request, claim, claimed);
        if (first) return replayAnswer(reply, first);
      }
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        userId,
        characterId: request.characterId,
      } as unknown as RouteContext<Entry>;
      // Set before the handler runs, so a handler may choose another (a repeat answered 200, not 201).
      reply.status(status);
      const result = await actNamingItsEvents(entry, request, reply, () => handler(context));
      return status === 204 ? reply.send() : reply.send(result);
    },
  };
  app.route(options);
}

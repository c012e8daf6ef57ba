import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { headers } from '../../shared/api/http';
import type { RouteEntry, RouteInput, RouteResponse } from '../../shared/api/route';
import { resolveActingCharacter } from './actingCharacter';
import { requireAdmin } from './adminAccess';
import { Admission, FirstAnswer } from './admission';
import { replayAnswer, storeIdempotentAnswer } from './idempotency';
import { requirePasswordConfirmation } from './passwordConfirmation';
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

/** A handler whose act carries the request's admission in its own SQL call (`serveRouteAdmittedInAct`). */
export type AdmittingRouteHandler<Entry extends RouteEntry> = (context: RouteContext<Entry> & { admission: Admission }) => Promise<RouteResponse<Entry>> | RouteResponse<Entry>;

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
  registerRoute(app, entry, handler, false);
}

/**
 * `serveRoute` for an act that is one SQL call: its handler gets the request's `admission` and
 * carries it in that call (`Admission.call`, then `settle`), so counting the rate limit and
 * claiming the key cost no statement of their own. Should the handler refuse before its call, the
 * admission is taken alone first, as `serveRoute` takes it: a request past its limit is a 429 and a
 * retry gets the first answer, whatever the handler would have said.
 */
export function serveRouteAdmittedInAct<const Entry extends RouteEntry>(app: FastifyInstance, entry: Entry, handler: AdmittingRouteHandler<Entry>): void {
  registerRoute(app, entry, handler as RouteHandler<Entry>, true);
}

/** Runs the handler with the request's admission, taken alone before it or carried by its act. */
async function admitted<T>(admission: Admission, inAct: boolean, handle: () => Promise<T>): Promise<T> {
  if (!inAct) await admission.alone();
  try {
    const result = await handle();
    if (!admission.settled) throw new Error('the act answered without taking its admission');
    return result;
  } catch (error) {
    if (!admission.settled) await admission.alone();
    throw error;
  }
}

function registerRoute<const Entry extends RouteEntry>(app: FastifyInstance, entry: Entry, handler: RouteHandler<Entry>, admissionInAct: boolean): void {
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
      const admission = new Admission(request, entry, userId);
      const context = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        userId,
        characterId: request.characterId,
        admission,
      } as unknown as RouteContext<Entry>;
      try {
        const result = await admitted(admission, admissionInAct, async () => {
          // Set before the handler runs, so a handler may choose another (a repeat answered 200, not 201).
          reply.status(status);
          return await actNamingItsEvents(entry, request, reply, () => handler(context));
        });
        return status === 204 ? reply.send() : reply.send(result);
      } catch (error) {
        if (error instanceof FirstAnswer) return replayAnswer(reply, error.answer);
        throw error;
      }
    },
  };
  app.route(options);
}

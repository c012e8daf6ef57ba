import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { batchEventsRequest, broadcastingPaths, MAX_EVENT_PAYLOAD_BYTES, triggerEventRequest } from '../../shared/api';
import { HttpError, notFound, validationFailed } from '../http/httpError';
import type { Broadcaster } from './broadcaster';
import type { PusherCredentials } from './credentials';
import { verifySignedRequest } from './eventsApiAuth';
import type { BroadcastMessage } from './fanout';

// A full batch is 10 events of up to 10 KB each, plus JSON overhead.
const EVENTS_BODY_LIMIT = 256 * 1024;

export interface EventsApiContext {
  credentials: PusherCredentials;
  broadcaster: Broadcaster;
  /** Wall-clock milliseconds: the SDK signs real time, whatever the game clock says. */
  now: () => number;
}

/** Checks app id and signature against the raw request, then parses the body with `schema`. */
function readSignedBody<T extends z.ZodType>(request: FastifyRequest<{ Params: { appId: string } }>, context: EventsApiContext, schema: T): z.infer<T> {
  if (request.params.appId !== context.credentials.appId) throw notFound('Unknown app.');
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  const body = typeof request.body === 'string' ? request.body : '';
  const verdict = verifySignedRequest(context.credentials, { method: request.method, path, query, body }, context.now());
  if (!verdict.ok) throw new HttpError(401, { message: verdict.message });

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError(400, { message: 'The request body is not valid JSON.' });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // No prototype: an issue at a key named `constructor` must not reach Object.prototype's.
    const errors: Record<string, string[]> = Object.create(null);
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    throw validationFailed(errors);
  }
  return parsed.data;
}

function checkPayloadSize(data: string): void {
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_PAYLOAD_BYTES) {
    throw new HttpError(413, { message: `The event data should be at most ${MAX_EVENT_PAYLOAD_BYTES} bytes.` });
  }
}

/** Keeps each event in its characters' captain's log, then fans it out. */
async function logAndSendAll(app: FastifyInstance, broadcaster: Broadcaster, messages: BroadcastMessage[]): Promise<void> {
  const at = app.deps.clock.now();
  await broadcaster.record.write(app.deps.db, messages, at);
  await sendAll(broadcaster, messages);
}

async function sendAll(broadcaster: Broadcaster, messages: BroadcastMessage[]): Promise<void> {
  try {
    await Promise.all(messages.map((message) => broadcaster.send(message)));
  } catch {
    throw new HttpError(503, { message: 'The realtime fan-out is unavailable. Please try again.' });
  }
}

/**
 * Pusher's HTTP events API (`/apps/{app_id}/events` and `/batch_events`), signed with the app
 * secret, so the official `pusher` server SDK (and Laravel's broadcaster) can trigger events.
 */
export async function eventsApiRoutes(app: FastifyInstance, context: EventsApiContext): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body's MD5: this scope keeps bodies exactly as they were sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // Signed server-to-server calls: no session, so no CSRF token.
    const routeOptions = { config: { csrf: false }, bodyLimit: EVENTS_BODY_LIMIT };

    scope.post<{ Params: { appId: string } }>(broadcastingPaths.events, routeOptions, async (request) => {
      const event = readSignedBody(request, context, triggerEventRequest);
      checkPayloadSize(event.data);
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      await logAndSendAll(app, context.broadcaster, [{ channels, event: event.name, data: event.data, exceptSocketId: event.socket_id }]);
      return {};
    });

    scope.post<{ Params: { appId: string } }>(broadcastingPaths.batchEvents, routeOptions, async (request) => {
      const { batch } = readSignedBody(request, context, batchEventsRequest);
      batch.forEach((event) => checkPayloadSize(event.data));
      await logAndSendAll(
        app,
        context.broadcaster,
        batch.map((event) => ({ channels: [event.channel], event: event.name, data: event.data, exceptSocketId: event.socket_id })),
      );
      return { batch: batch.map(() => ({})) };
    });
  });
}

import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/api/errors';
import { HttpError } from './httpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a form-encoded body as well as JSON: `POST /logout` (a page's plain form,
     * its CSRF token as `_token`) and the channel authorisations pusher-js posts as forms.
     */
    formBody?: boolean;
  }
}

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** Methods whose body Fastify never reads. */
const BODYLESS = new Set(['GET', 'HEAD']);

function sendsForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === FORM_MEDIA_TYPE;
}

/**
 * Form-encoded bodies are read only where a route says so (`config.formBody`); any other route
 * refuses one with 415 before reading it, as it does every media type but JSON (Fastify's own
 * 415, answered in the same words by the error handler). An unknown path still gets its 404.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyFormbody);
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (BODYLESS.has(request.method) || request.is404 || request.routeOptions.config.formBody === true || !sendsForm(request)) return payload;
    throw new HttpError(415, { message: messages.unsupportedMediaType });
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NoResultError } from 'kysely';
import { messages, summarizeFieldErrors } from '../../shared/api';
import { isDatabaseUnavailable } from '../db/databaseTimeouts';
import { HttpError } from './httpError';

/** Seconds a client waits before retrying when the database did not answer in time. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

function fieldName(instancePath: string | undefined, part: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return part === 'body' ? 'body' : (part ?? 'input');
}

/**
 * The one error handler: 422 for bad input, the status of known errors, 500 without internals.
 * `answerOf`: the answer to an error the services throw that http does not know by type (the
 * kernel's refusals, recognised by app.ts), undefined for any other.
 */
export function registerErrorHandler(app: FastifyInstance, answerOf: (error: unknown) => HttpError | undefined = () => undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).headers(error.headers).send(error.body);
    }
    const answer = answerOf(error);
    if (answer) return reply.status(answer.status).headers(answer.headers).send(answer.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No prototype: a field named `constructor` or `__proto__` (a query key) is just a field.
      const errors: Record<string, string[]> = Object.create(null);
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        (errors[field] ??= []).push(issue.message ?? `The ${field} field is invalid.`);
      }
      return reply.status(422).send({ message: summarizeFieldErrors(errors), errors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: messages.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: messages.unsupportedMediaType });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (error instanceof NoResultError) {
      // A row read as certain is gone (a character deleted from another session a moment ago).
      return reply.status(404).send({ message: messages.notFound });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .status(503)
        .headers({ 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })
        .send({ message: messages.databaseUnavailable, error: 'unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: messages.serverError, request_id: request.id });
  });
}

import type { FastifyRequest } from 'fastify';
import type { MailMessage } from './mailer';

/**
 * Hands an account mail to the mailer without waiting for it: the answer takes as long whether
 * or not a mail went out (so its timing tells no one which addresses have accounts), and a mail
 * server that is down costs the player a retry, not a failed registration. Failures are logged.
 */
export function sendInBackground(request: FastifyRequest, message: MailMessage): void {
  const log = request.log;
  request.server.mailer.send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'account mail could not be sent'));
}

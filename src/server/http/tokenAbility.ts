import type { FastifyRequest } from 'fastify';
import { requiredAbility } from '../../shared/api/tokenAbilities';
import type { RouteEntry } from '../../shared/api/route';
import { forbidden } from './httpError';

/**
 * preValidation of every signed-in route: a call made with an API token must hold the ability
 * the route needs (a browser session may do everything), else 403 before the payload is read.
 */
export function requireTokenAbility(entry: RouteEntry) {
  const ability = requiredAbility(entry);
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.sessionState?.token;
    if (token && !token.abilities.includes(ability)) throw forbidden();
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authPaths,
  loginRequest,
  loginResponse,
  registerRequest,
  registerResponse,
  user,
} from '../../../shared/api';
import { unauthenticated } from '../../http/httpError';
import { requireUserId, rotateSession } from '../../http/session';
import { AuthService } from './service';

/** Laravel Fortify's paths: register, login, logout; and the current user. */
export function authRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(app.deps.db, app.deps.clock);

  api.post(authPaths.register, { schema: { body: registerRequest, response: { 201: registerResponse } } }, async (request, reply) => {
    const created = await service.register(request.body);
    await rotateSession(request, reply, created.id);
    return reply.status(201).send({ user: created });
  });

  api.post(authPaths.login, { schema: { body: loginRequest, response: { 200: loginResponse } } }, async (request, reply) => {
    const found = await service.attemptLogin(request.body, request.ip);
    await rotateSession(request, reply, found.id);
    return { two_factor: false, user: found };
  });

  api.post(authPaths.logout, async (request, reply) => {
    await rotateSession(request, reply, null);
    return reply.status(204).send();
  });

  api.get(authPaths.user, { schema: { response: { 200: user } } }, async (request) => {
    const found = await service.findUser(await requireUserId(request));
    if (!found) throw unauthenticated();
    return found;
  });
}

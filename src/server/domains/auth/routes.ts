import type { FastifyInstance } from 'fastify';
import { authRoutes as routes } from '../../../shared/api';
import { unauthenticated } from '../../http/httpError';
import { rotateSession } from '../../http/session';
import { serveRoute } from '../../http/serveRoute';
import { sendVerificationMail } from './emailVerification';
import { AuthService } from './service';

/** Laravel Fortify's paths: register (which mails the verification link), login, logout; and the current user. */
export function authRoutes(app: FastifyInstance): void {
  const service = new AuthService(app.deps.db, app.deps.clock);

  serveRoute(app, routes.register, async ({ body, request, reply }) => {
    const created = await service.register(body);
    await rotateSession(request, reply, created.id);
    sendVerificationMail(request, created);
    return { user: created };
  });
  serveRoute(app, routes.login, async ({ body, request, reply }) => {
    const found = await service.attemptLogin(body, request.ip);
    if (found.two_factor_enabled) {
      // Fortify's two-factor login: nobody is signed in until the challenge is passed.
      await rotateSession(request, reply, null, found.id);
      return { two_factor: true as const };
    }
    await rotateSession(request, reply, found.id);
    return { two_factor: false as const, user: found };
  });
  serveRoute(app, routes.logout, async ({ request, reply }) => {
    await rotateSession(request, reply, null);
  });
  serveRoute(app, routes.user, async ({ userId }) => {
    const found = await service.findUser(userId);
    if (!found) throw unauthenticated();
    return found;
  });
}

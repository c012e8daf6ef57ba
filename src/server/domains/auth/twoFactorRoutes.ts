import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages, twoFactorRoutes } from '../../../shared/api';
import { fieldError } from '../../kernel/refusal';
import { loadSession, rotateSession } from '../../http/session';
import { serveRoute } from '../../http/serveRoute';
import { countChallengeAttempt } from './challengeThrottle';
import { TwoFactorService } from './twoFactor';
import { readUser } from './userRecord';

/** How long a login may wait for its two-factor code. */
const CHALLENGE_MINUTES = 10;

/** The account whose login this session is waiting to finish, if it still may. */
async function pendingLogin(request: FastifyRequest): Promise<number> {
  const session = await loadSession(request);
  const { db, clock } = request.server.deps;
  const row = session && !session.userId ? await db.selectFrom('sessions').select(['pending_user_id', 'created_at']).where('id', '=', session.id).executeTakeFirst() : undefined;
  const fresh = row && clock.now().getTime() - row.created_at.getTime() < CHALLENGE_MINUTES * 60_000;
  if (!row?.pending_user_id || !fresh) throw fieldError('code', accountMessages.challengeExpired);
  return row.pending_user_id;
}

/** Fortify's two-factor paths; each setting change asks for a recently confirmed password. */
export function twoFactorAuthRoutes(app: FastifyInstance): void {
  serveRoute(app, twoFactorRoutes.enable, async ({ request, userId }) => new TwoFactorService(request).enable(userId));
  serveRoute(app, twoFactorRoutes.confirm, async ({ body, request, userId }) => ({ recovery_codes: await new TwoFactorService(request).confirm(userId, body.code) }));
  serveRoute(app, twoFactorRoutes.qrCode, ({ request, userId }) => new TwoFactorService(request).qrCode(userId));
  serveRoute(app, twoFactorRoutes.secretKey, async ({ request, userId }) => ({ secretKey: await new TwoFactorService(request).secretKey(userId) }));
  serveRoute(app, twoFactorRoutes.regenerateRecoveryCodes, async ({ request, userId }) => ({
    recovery_codes: await new TwoFactorService(request).regenerateRecoveryCodes(userId),
  }));
  serveRoute(app, twoFactorRoutes.disable, ({ request, userId }) => new TwoFactorService(request).disable(userId));
  serveRoute(app, twoFactorRoutes.challenge, async ({ body, request, reply }) => {
    const userId = await pendingLogin(request);
    await countChallengeAttempt(request, userId);
    await new TwoFactorService(request).passChallenge(userId, body);
    await rotateSession(request, reply, userId);
    const user = await readUser(request.server.deps.db, userId);
    if (!user) throw fieldError('code', accountMessages.challengeExpired);
    return { user };
  });
}

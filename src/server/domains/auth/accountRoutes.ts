import type { FastifyInstance } from 'fastify';
import { accountMessages, passwordRoutes, profileRoutes } from '../../../shared/api';
import { markPasswordConfirmed, passwordRecentlyConfirmed } from '../../http/passwordConfirmation';
import { rotateSession } from '../../http/session';
import { serveRoute } from '../../http/serveRoute';
import { checkPassword, listBrowserSessions, logoutOtherSessions } from './browserSessions';
import { resendVerificationMail, verifyEmail } from './emailVerification';
import { resetPassword, sendResetLink } from './passwordReset';
import { deleteAccount, updatePassword, updateProfile } from './profile';

/** Fortify's password and profile paths and Jetstream's browser sessions and account deletion. */
export function accountRoutes(app: FastifyInstance): void {
  serveRoute(app, passwordRoutes.forgot, async ({ body, request, reply }) => {
    await sendResetLink(request, reply, body.email);
    return { message: accountMessages.resetLinkSent };
  });
  serveRoute(app, passwordRoutes.reset, async ({ body, request }) => {
    await resetPassword(request, body);
    return { message: accountMessages.passwordReset };
  });
  serveRoute(app, passwordRoutes.confirm, async ({ body, request, userId }) => {
    await checkPassword(request, userId, body.password, accountMessages.passwordIncorrect);
    await markPasswordConfirmed(request);
    return { confirmed: true as const };
  });
  serveRoute(app, passwordRoutes.confirmedStatus, async ({ request }) => ({ confirmed: await passwordRecentlyConfirmed(request) }));
  serveRoute(app, passwordRoutes.update, async ({ body, request, userId }) => {
    await updatePassword(request, userId, body);
    return { message: accountMessages.passwordUpdated };
  });
  serveRoute(app, profileRoutes.update, ({ body, request, userId }) => updateProfile(request, userId, body));
  serveRoute(app, profileRoutes.verifyEmail, async ({ params, query, request }) => ({ message: await verifyEmail(request, { ...params, ...query }) }));
  serveRoute(app, profileRoutes.sendVerification, async ({ request, userId }) => ({ message: await resendVerificationMail(request, userId) }));
  serveRoute(app, profileRoutes.sessions, async ({ request, userId }) => ({ sessions: await listBrowserSessions(request, userId) }));
  serveRoute(app, profileRoutes.logoutOtherSessions, async ({ body, request, userId }) => {
    await logoutOtherSessions(request, userId, body.password);
  });
  serveRoute(app, profileRoutes.deleteAccount, async ({ body, request, reply, userId }) => {
    await deleteAccount(request, userId, body.password);
    await rotateSession(request, reply, null);
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headers } from '../../shared/api';
import { bearerToken, loadTokenSession } from './bearerToken';
import { CsrfCookie } from './csrfCookie';
import { unauthenticated } from './httpError';
import { randomToken, SessionStore, type SessionState } from './sessionStore';

export const SESSION_COOKIE = 'starlane_session';
/** Until a visitor signs in, their CSRF token lives here (signed), not in a stored session. */
export const CSRF_COOKIE = 'starlane_csrf';
// What randomToken() makes; anything else in the cookie is not a session id (and never reaches SQL).
const SESSION_ID = /^[A-Za-z0-9_-]{20,100}$/;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    csrfCookie: CsrfCookie;
  }
  interface FastifyRequest {
    /** undefined until loaded; null when the visitor has no valid session. */
    sessionState: SessionState | null | undefined;
  }
}

/**
 * Sets up the DB-backed session store; sessions load lazily, so static files never touch the DB.
 * A session is stored only once a visitor signs in: before that, the CSRF token is a signed cookie.
 */
export function registerSessions(app: FastifyInstance): void {
  const { db, clock, config } = app.deps;
  app.decorate('sessions', new SessionStore(db, clock, config.sessionLifetimeMinutes));
  app.decorate('csrfCookie', new CsrfCookie(config.pusher?.secret));
  app.decorateRequest('sessionState', undefined);
}

/**
 * The visitor's session: an API token's on an `/api/` call that carries one (cookies are then
 * not looked at, so such a call needs no CSRF token), else the session cookie's.
 */
export async function loadSession(request: FastifyRequest): Promise<SessionState | null> {
  if (request.sessionState !== undefined) return request.sessionState;
  const token = bearerToken(request);
  if (token !== undefined) {
    request.sessionState = await loadTokenSession(request, token);
    return request.sessionState;
  }
  const id = request.cookies[SESSION_COOKIE];
  request.sessionState = id && SESSION_ID.test(id) ? await request.server.sessions.find(id) : null;
  return request.sessionState;
}

function cookieOptions(request: FastifyRequest) {
  const { config } = request.server.deps;
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: config.sessionLifetimeMinutes * 60 } as const;
}

function writeCookie(request: FastifyRequest, reply: FastifyReply, session: SessionState): void {
  reply.setCookie(SESSION_COOKIE, session.id, cookieOptions(request));
}

/** The token a visitor without a session was given in the signed cookie, if it is intact. */
function cookieCsrfToken(request: FastifyRequest): string | null {
  const value = request.cookies[CSRF_COOKIE];
  return value ? request.server.csrfCookie.read(value) : null;
}

function issueCookieCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomToken(24);
  reply.setCookie(CSRF_COOKIE, request.server.csrfCookie.seal(token), cookieOptions(request));
  return token;
}

/** The CSRF token a state-changing request must carry: the session's, else the signed cookie's. */
export async function expectedCsrfToken(request: FastifyRequest): Promise<string | null> {
  const session = await loadSession(request);
  return session?.csrfToken ?? cookieCsrfToken(request);
}

/**
 * The CSRF token for the page's `<meta name="csrf-token">`: the session's when signed in, else
 * the signed cookie's, issued on the first visit. A page view never stores anything.
 */
export async function pageCsrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  return (await expectedCsrfToken(request)) ?? issueCookieCsrfToken(request, reply);
}

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * Replaces the session with a new id and CSRF token for `userId` (login, register), or ends it
 * (logout, `null`): a fixated or stolen pre-login id is worthless afterwards. The new CSRF
 * token travels in a header, where the client picks it up.
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply, userId: number | null, pendingUserId?: number): Promise<SessionState | null> {
  const old = await loadSession(request);
  if (userId === null && pendingUserId === undefined) {
    // Signed out: no stored session at all; a fresh cookie token keeps the page's forms working.
    if (old) await request.server.sessions.destroy(old.id);
    request.sessionState = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.header(headers.csrf, issueCookieCsrfToken(request, reply));
    return null;
  }
  // A login waiting for its two-factor code gets a session with no user, only the pending one.
  const session = await request.server.sessions.create(userId, clientInfo(request), old?.id, pendingUserId);
  request.sessionState = session;
  writeCookie(request, reply, session);
  if (request.cookies[CSRF_COOKIE]) reply.clearCookie(CSRF_COOKIE, { path: '/' });
  reply.header(headers.csrf, session.csrfToken);
  return session;
}

/** The logged-in user's id, or a 401. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const session = await loadSession(request);
  if (!session?.userId) throw unauthenticated();
  return session.userId;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headers } from '../../shared/api';
import { unauthenticated } from './httpError';
import { SessionStore, type SessionState } from './sessionStore';

export const SESSION_COOKIE = 'starlane_session';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** undefined until loaded; null when the visitor has no valid session. */
    sessionState: SessionState | null | undefined;
  }
}

/** Sets up the DB-backed session store; sessions load lazily, so static files never touch the DB. */
export function registerSessions(app: FastifyInstance): void {
  const { db, clock, config } = app.deps;
  app.decorate('sessions', new SessionStore(db, clock, config.sessionLifetimeMinutes));
  app.decorateRequest('sessionState', undefined);
}

export async function loadSession(request: FastifyRequest): Promise<SessionState | null> {
  if (request.sessionState !== undefined) return request.sessionState;
  const id = request.cookies[SESSION_COOKIE];
  request.sessionState = id ? await request.server.sessions.find(id) : null;
  return request.sessionState;
}

function writeCookie(request: FastifyRequest, reply: FastifyReply, session: SessionState): void {
  const { config } = request.server.deps;
  reply.setCookie(SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessionLifetimeMinutes * 60,
  });
}

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The visitor's session, created (anonymous) when there is none. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
  const existing = await loadSession(request);
  if (existing) return existing;
  const session = await request.server.sessions.create(null, clientInfo(request));
  request.sessionState = session;
  writeCookie(request, reply, session);
  return session;
}

/**
 * Replaces the session with a new id and CSRF token for `userId` (login, register, logout):
 * a fixated or stolen pre-login id is worthless afterwards. The new token travels in a header.
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionState> {
  const old = await loadSession(request);
  const session = await request.server.sessions.create(userId, clientInfo(request), old?.id);
  request.sessionState = session;
  writeCookie(request, reply, session);
  reply.header(headers.csrf, session.csrfToken);
  return session;
}

/** The logged-in user's id, or a 401. */
export async function requireUserId(request: FastifyRequest): Promise<number> {
  const session = await loadSession(request);
  if (!session?.userId) throw unauthenticated();
  return session.userId;
}

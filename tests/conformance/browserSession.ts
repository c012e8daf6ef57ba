import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';

/**
 * A browser over HTTP: keeps the session cookie and the CSRF token between calls, as the game's
 * page does. Account pages take no API token, so the conformance run signs in like this for them.
 */
export class BrowserSession {
  private cookies = new Map<string, string>();
  csrfToken = '';

  /** A fresh visitor's session with its CSRF token, as the game's page hands out. */
  static async open(app: FastifyInstance): Promise<BrowserSession> {
    const browser = new BrowserSession();
    const session = await app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'conformance' });
    browser.cookies.set(SESSION_COOKIE, session.id);
    browser.csrfToken = session.csrfToken;
    return browser;
  }

  /** The headers this browser sends with a call. */
  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { ...(cookie ? { cookie } : {}), ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}) };
  }

  /** Keeps what an answer set: a new session or CSRF cookie, a rotated CSRF token. */
  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (name === SESSION_COOKIE || name === CSRF_COOKIE) this.cookies.set(name, value.join('='));
    }
    const rotated = response.headers.get('x-csrf-token');
    if (rotated) this.csrfToken = rotated;
  }
}

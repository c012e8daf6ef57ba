import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { useTestApp } from '../support/testApp';

const LIFETIME_MINUTES = 60;
// The app serves a stand-in for the built client: the page template and one hashed asset.
const context = useTestApp({ sessionLifetimeMinutes: LIFETIME_MINUTES }, { builtClientAssets: { 'app-1234.js': 'console.log(1);' } });

const sessionRows = async () => (await context.database.db.selectFrom('sessions').select('id').execute()).length;

function metaToken(page: LightMyRequestResponse): string {
  const match = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body);
  if (!match?.[1]) throw new Error(`no token in ${page.body}`);
  return match[1];
}

function cookie(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

const api = { accept: 'application/json', 'x-api-version': '1' };

describe('sessions only when needed', () => {
  it('stores no session for cookie-less page views, yet every page carries a CSRF token', async () => {
    const before = await sessionRows();
    const pages = await Promise.all(Array.from({ length: 25 }, () => context.app.inject({ method: 'GET', url: '/galaxy' })));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(metaToken(page)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(cookie(page, CSRF_COOKIE)).toBeTruthy();
      expect(cookie(page, SESSION_COOKIE)).toBeUndefined();
    }
    expect(await sessionRows()).toBe(before);
  });

  it('signs in with the page token, keeps the token across tabs, and refuses a bad one with 419', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/' });
    const token = metaToken(page);
    const csrfCookie = `${CSRF_COOKIE}=${cookie(page, CSRF_COOKIE)}`;

    // A second tab of the same browser gets the same token, and still no session.
    const secondTab = await context.app.inject({ method: 'GET', url: '/market', headers: { cookie: csrfCookie } });
    expect(metaToken(secondTab)).toBe(token);
    expect(cookie(secondTab, CSRF_COOKIE)).toBeUndefined();

    const body = { name: 'Ada', email: 'ada.page@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery' };
    const forged = await context.app.inject({ method: 'POST', url: '/register', headers: { ...api, cookie: csrfCookie, 'x-csrf-token': `${token}x` }, payload: body });
    expect(forged.statusCode).toBe(419);
    const withoutCookie = await context.app.inject({ method: 'POST', url: '/register', headers: { ...api, 'x-csrf-token': token }, payload: body });
    expect(withoutCookie.statusCode).toBe(419);
    const plantedCookie = await context.app.inject({
      method: 'POST',
      url: '/register',
      headers: { ...api, cookie: `${CSRF_COOKIE}=${token}.forged-signature`, 'x-csrf-token': token },
      payload: body,
    });
    expect(plantedCookie.statusCode).toBe(419);

    const sessionsBefore = await sessionRows();
    const registered = await context.app.inject({ method: 'POST', url: '/register', headers: { ...api, cookie: csrfCookie, 'x-csrf-token': token }, payload: body });
    expect(registered.statusCode).toBe(201);
    expect(await sessionRows()).toBe(sessionsBefore + 1);
    const sessionCookie = `${SESSION_COOKIE}=${cookie(registered, SESSION_COOKIE)}`;
    const rotated = registered.headers['x-csrf-token'] as string;
    expect(rotated).not.toBe(token);
    expect((await context.app.inject({ method: 'GET', url: '/api/user', headers: { ...api, cookie: sessionCookie } })).json().email).toBe('ada.page@example.com');

    // Signed in, the page shows the session's token; the old cookie token no longer counts.
    expect(metaToken(await context.app.inject({ method: 'GET', url: '/', headers: { cookie: sessionCookie } }))).toBe(rotated);
    const stale = await context.app.inject({ method: 'POST', url: '/logout', headers: { ...api, cookie: `${sessionCookie}; ${csrfCookie}`, 'x-csrf-token': token } });
    expect(stale.statusCode).toBe(419);

    // Logout ends the stored session; the fresh token it hands out lets the visitor sign in again.
    const out = await context.app.inject({ method: 'POST', url: '/logout', headers: { ...api, cookie: sessionCookie, 'x-csrf-token': rotated } });
    expect(out.statusCode).toBe(204);
    expect(await sessionRows()).toBe(sessionsBefore);
    const afterLogout = `${CSRF_COOKIE}=${cookie(out, CSRF_COOKIE)}`;
    const login = await context.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...api, cookie: afterLogout, 'x-csrf-token': out.headers['x-csrf-token'] as string },
      payload: { email: 'ada.page@example.com', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('prunes expired sessions on a galaxy clock tick', async () => {
    const live = await context.app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'test' });
    context.clock.advance(LIFETIME_MINUTES * 60_000 + 1);
    const fresh = await context.app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'test' });
    await context.app.galaxyClock.tick();
    const left = (await context.database.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(left).not.toContain(live.id);
    expect(left).toContain(fresh.id);
  });
});

describe('response headers', () => {
  it('gives every request an id of its own and ignores one the client chose', async () => {
    const first = await context.app.inject({ method: 'GET', url: '/up', headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await context.app.inject({ method: 'GET', url: '/up' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('names its own request id in a 500 body, whatever id the client sent', async () => {
    const failing = await buildApp({ config: testConfig(), db: context.database.db, clock: context.clock }, { logger: false });
    failing.get('/api/boom', async () => {
      throw new Error('boom');
    });
    try {
      const response = await failing.inject({ method: 'GET', url: '/api/boom', headers: { ...api, 'x-request-id': 'chosen-by-client' } });
      expect(response.statusCode).toBe(500);
      expect(response.json().request_id).toBe(response.headers['x-request-id']);
      expect(response.json().request_id).not.toBe('chosen-by-client');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await failing.close();
    }
  });

  it("keeps a trusted proxy's request id", async () => {
    const behindProxy = await buildApp({ config: testConfig({ trustProxy: true }), db: context.database.db, clock: context.clock }, { logger: false });
    try {
      const response = await behindProxy.inject({ method: 'GET', url: '/up', headers: { 'x-request-id': 'lb-7f3a' } });
      expect(response.headers['x-request-id']).toBe('lb-7f3a');
    } finally {
      await behindProxy.close();
    }
  });

  it('marks API and auth answers no-store, and leaves hashed assets cacheable', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/user', headers: api })).headers['cache-control']).toBe('no-store');
    expect((await context.app.inject({ method: 'GET', url: '/api/nowhere', headers: api })).headers['cache-control']).toBe('no-store');
    expect((await context.app.inject({ method: 'POST', url: '/login', headers: api, payload: {} })).headers['cache-control']).toBe('no-store');
    expect((await context.app.inject({ method: 'GET', url: '/up' })).headers['cache-control']).toBe('no-store');
    expect((await context.app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-store');
    expect((await context.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

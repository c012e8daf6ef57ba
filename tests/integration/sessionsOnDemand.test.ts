import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { ManualClock } from '../../src/server/time/clock';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let distDir: string;
const clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
const LIFETIME_MINUTES = 60;

beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in for the built client: the page template and one hashed asset.
  distDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="csrf-token" content="" /></head><body></body></html>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1);');
  app = await buildApp(
    { config: testConfig({ sessionLifetimeMinutes: LIFETIME_MINUTES }), db: database.db, clock },
    { logger: false, client: { mode: 'built', distDir } },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(distDir, { recursive: true, force: true });
});

const sessionRows = async () => (await database.db.selectFrom('sessions').select('id').execute()).length;

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
    const pages = await Promise.all(Array.from({ length: 25 }, () => app.inject({ method: 'GET', url: '/galaxy' })));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(metaToken(page)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(cookie(page, CSRF_COOKIE)).toBeTruthy();
      expect(cookie(page, SESSION_COOKIE)).toBeUndefined();
    }
    expect(await sessionRows()).toBe(before);
  });

  it('signs in with the page token, keeps the token across tabs, and refuses a bad one with 419', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const token = metaToken(page);
    const csrfCookie = `${CSRF_COOKIE}=${cookie(page, CSRF_COOKIE)}`;

    // A second tab of the same browser gets the same token, and still no session.
    const secondTab = await app.inject({ method: 'GET', url: '/market', headers: { cookie: csrfCookie } });
    expect(metaToken(secondTab)).toBe(token);
    expect(cookie(secondTab, CSRF_COOKIE)).toBeUndefined();

    const body = { name: 'Ada', email: 'ada.page@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery' };
    const forged = await app.inject({ method: 'POST', url: '/register', headers: { ...api, cookie: csrfCookie, 'x-csrf-token': `${token}x` }, payload: body });
    expect(forged.statusCode).toBe(419);
    const withoutCookie = await app.inject({ method: 'POST', url: '/register', headers: { ...api, 'x-csrf-token': token }, payload: body });
    expect(withoutCookie.statusCode).toBe(419);
    const plantedCookie = await app.inject({
      method: 'POST',
      url: '/register',
      headers: { ...api, cookie: `${CSRF_COOKIE}=${token}.forged-signature`, 'x-csrf-token': token },
      payload: body,
    });
    expect(plantedCookie.statusCode).toBe(419);

    const sessionsBefore = await sessionRows();
    const registered = await app.inject({ method: 'POST', url: '/register', headers: { ...api, cookie: csrfCookie, 'x-csrf-token': token }, payload: body });
    expect(registered.statusCode).toBe(201);
    expect(await sessionRows()).toBe(sessionsBefore + 1);
    const sessionCookie = `${SESSION_COOKIE}=${cookie(registered, SESSION_COOKIE)}`;
    const rotated = registered.headers['x-csrf-token'] as string;
    expect(rotated).not.toBe(token);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { ...api, cookie: sessionCookie } })).json().email).toBe('ada.page@example.com');

    // Signed in, the page shows the session's token; the old cookie token no longer counts.
    expect(metaToken(await app.inject({ method: 'GET', url: '/', headers: { cookie: sessionCookie } }))).toBe(rotated);
    const stale = await app.inject({ method: 'POST', url: '/logout', headers: { ...api, cookie: `${sessionCookie}; ${csrfCookie}`, 'x-csrf-token': token } });
    expect(stale.statusCode).toBe(419);

    // Logout ends the stored session; the fresh token it hands out lets the visitor sign in again.
    const out = await app.inject({ method: 'POST', url: '/logout', headers: { ...api, cookie: sessionCookie, 'x-csrf-token': rotated } });
    expect(out.statusCode).toBe(204);
    expect(await sessionRows()).toBe(sessionsBefore);
    const afterLogout = `${CSRF_COOKIE}=${cookie(out, CSRF_COOKIE)}`;
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...api, cookie: afterLogout, 'x-csrf-token': out.headers['x-csrf-token'] as string },
      payload: { email: 'ada.page@example.com', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('prunes expired sessions on a galaxy clock tick', async () => {
    const live = await app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'test' });
    clock.advance(LIFETIME_MINUTES * 60_000 + 1);
    const fresh = await app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'test' });
    await app.galaxyClock.tick();
    const left = (await database.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(left).not.toContain(live.id);
    expect(left).toContain(fresh.id);
  });
});

describe('response headers', () => {
  it('gives every request an id of its own and ignores one the client chose', async () => {
    const first = await app.inject({ method: 'GET', url: '/up', headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await app.inject({ method: 'GET', url: '/up' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('names its own request id in a 500 body, whatever id the client sent', async () => {
    const failing = await buildApp({ config: testConfig(), db: database.db, clock }, { logger: false });
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
    const behindProxy = await buildApp({ config: testConfig({ trustProxy: true }), db: database.db, clock }, { logger: false });
    try {
      const response = await behindProxy.inject({ method: 'GET', url: '/up', headers: { 'x-request-id': 'lb-7f3a' } });
      expect(response.headers['x-request-id']).toBe('lb-7f3a');
    } finally {
      await behindProxy.close();
    }
  });

  it('marks API and auth answers no-store, and leaves hashed assets cacheable', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: api })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/nowhere', headers: api })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'POST', url: '/login', headers: api, payload: {} })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/up' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

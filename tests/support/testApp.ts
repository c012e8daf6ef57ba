import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { ManualClock } from '../../src/server/time/clock';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/server/http/session';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ManualClock;
  /** The stand-in for the built client the app serves, when the file asked for one. */
  distDir?: string;
}

export interface TestAppOptions {
  /** Serve a stand-in for the built client: the page template, and these files (name → content) under assets/. */
  builtClientAssets?: Record<string, string>;
}

async function writeBuiltClientStandIn(assets: Record<string, string>): Promise<string> {
  const distDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><meta name="csrf-token" content="" /></head><body></body></html>');
  for (const [name, content] of Object.entries(assets)) await writeFile(path.join(distDir, 'assets', name), content);
  return distDir;
}

/** Builds the app on a fresh database for this file (with `config` over the test config); torn down after the file's tests. */
export function useTestApp(config: Partial<Config> = {}, { builtClientAssets }: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
    if (builtClientAssets) context.distDir = await writeBuiltClientStandIn(builtClientAssets);
    const client = context.distDir ? ({ mode: 'built', distDir: context.distDir } as const) : undefined;
    context.app = await buildApp({ config: testConfig(config), db: context.database.db, clock: context.clock }, { logger: false, client });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
    if (context.distDir) await rm(context.distDir, { recursive: true, force: true });
  });
  return context;
}

/** A browser-like visitor: keeps the session cookie and the CSRF token between requests. */
export class Visitor {
  cookie = '';
  csrfToken = '';
  /** The signed CSRF cookie a visitor without a session carries (after logout, or from a page). */
  csrfCookie = '';
  /** The active character, sent as X-Character-Id the way the client does. */
  characterId: number | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** Opens a session the way the page does: an anonymous session with its CSRF token. */
  async start(): Promise<this> {
    const session = await this.app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'test' });
    this.cookie = session.id;
    this.csrfToken = session.csrfToken;
    return this;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const response = await this.app.inject({
      ...rest,
      headers: {
        accept: 'application/json',
        'x-api-version': '1',
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...(csrf && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(this.characterId !== null ? { 'x-character-id': String(this.characterId) } : {}),
        ...headers,
      },
    });
    // Work the server does after answering (a reset link's mail) is done before the test reads on.
    await this.app.afterResponseSettled();
    const setCookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (setCookie) this.cookie = setCookie.value;
    const setCsrfCookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    if (setCsrfCookie) this.csrfCookie = setCsrfCookie.value;
    const rotated = response.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrfToken = rotated;
    return response;
  }

  private cookieHeader(): string {
    const pairs: string[] = [];
    if (this.cookie) pairs.push(`${SESSION_COOKIE}=${this.cookie}`);
    if (this.csrfCookie) pairs.push(`${CSRF_COOKIE}=${this.csrfCookie}`);
    return pairs.join('; ');
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: object) => this.request({ method: 'POST', url, payload });
  put = (url: string, payload?: object) => this.request({ method: 'PUT', url, payload });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  /** Registers, creates a character and plays as it (it becomes the active character). */
  async playAs(email: string, characterName: string): Promise<number> {
    const registered = await this.register(email);
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    const created = await this.post('/api/characters', { name: characterName });
    if (created.statusCode !== 201) throw new Error(`character creation failed: ${created.body}`);
    this.characterId = (created.json() as { id: number }).id;
    return this.characterId;
  }

  /** Registers and stays logged in. */
  async register(email: string, password = 'correct horse battery', name = 'Pilot'): Promise<LightMyRequestResponse> {
    if (!this.cookie) await this.start();
    return this.post('/register', { name, email, password, password_confirmation: password });
  }
}

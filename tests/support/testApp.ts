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
}

/** Builds the app on a fresh database for this file (with `config` over the test config); torn down after the file's tests. */
export function useTestApp(config: Partial<Config> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.clock = new ManualClock(new Date('2300-01-01T00:00:00Z'));
    context.app = await buildApp({ config: testConfig(config), db: context.database.db, clock: context.clock }, { logger: false });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
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

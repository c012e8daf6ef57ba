import type { FastifyInstance } from 'fastify';
import PusherSdk from 'pusher';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { generateCredentials, type PusherCredentials } from '../../src/server/realtime/credentials';
import { systemClock } from '../../src/server/time/clock';
import type { TestDatabase } from './testDatabase';
import { Visitor } from './testApp';

/** The real app listening on a loopback port: a WebSocket needs a socket, which inject() lacks. */
export interface LiveServer {
  app: FastifyInstance;
  port: number;
  baseUrl: string;
  credentials: PusherCredentials;
  close(): Promise<void>;
}

export interface LiveServerOptions {
  /** Listen here (a restart reuses its predecessor's port); 0 picks a free one. */
  port?: number;
  credentials?: PusherCredentials;
  config?: Partial<Config>;
  build?: BuildOptions;
}

/** Builds the app on `database` and listens on 127.0.0.1. */
export async function startLiveServer(database: TestDatabase, options: LiveServerOptions = {}): Promise<LiveServer> {
  const credentials = options.credentials ?? generateCredentials();
  const config = testConfig({ pusher: credentials, ...options.config });
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false, ...options.build });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, baseUrl: `http://127.0.0.1:${port}`, credentials, close: () => app.close() };
}

/** The official `pusher` server SDK pointed at our server instead of Pusher's cloud. */
export function serverSdk(server: Pick<LiveServer, 'port' | 'credentials'>): PusherSdk {
  const { appId, key, secret } = server.credentials;
  return new PusherSdk({ appId, key, secret, host: '127.0.0.1', port: String(server.port), useTLS: false });
}

let players = 0;

/** A registered, logged-in player (a Visitor with cookie and CSRF token) who owns one character. */
export async function playerWithCharacter(app: FastifyInstance): Promise<{ visitor: Visitor; characterId: number }> {
  const n = ++players;
  const suffix = `${process.pid}${n}${Math.random().toString(36).slice(2, 6)}`;
  const visitor = await new Visitor(app).start();
  const registered = await visitor.register(`realtime-${suffix}@example.com`, 'correct horse battery', `Pilot ${n}`);
  expect(registered.statusCode).toBe(201);
  const created = await visitor.post('/api/characters', { name: `Rt ${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`.slice(0, 24) });
  expect(created.statusCode).toBe(201);
  return { visitor, characterId: (created.json() as { id: number }).id };
}

/** Polls `check` until it returns something truthy, failing with `what` after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | null | false, what: string, timeoutMs = 3_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

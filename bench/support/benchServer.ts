import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/openDatabase';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { systemClock } from '../../src/server/time/clock';

export interface BenchServer {
  app: FastifyInstance;
  baseUrl: string;
  stop(): Promise<void>;
}

/** The real server on a throw-away embedded database, listening on a free port, plus a bare route. */
export async function startBenchServer(): Promise<BenchServer> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-bench-'));
  const production = testConfig({ env: 'production', storageDir, galaxySeed: 'starlane-bench' });
  // As production runs it: without the test-time guard on transactions (DATABASE_TRANSACTION_GUARD).
  const config = { ...production, databaseLimits: { ...production.databaseLimits, guardTransactions: false } };
  const database = await openConfiguredDatabase(config, () => undefined);
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false });
  // The baseline: the same server, same plugins and hooks, a handler that does nothing.
  app.get('/bench/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/** Registers a player over HTTP and returns the headers a logged-in browser would send. */
export async function loggedInHeaders(server: BenchServer, email: string): Promise<Record<string, string>> {
  const session = await server.app.sessions.create(null, { ip: '127.0.0.1', userAgent: 'bench' });
  const response = await fetch(`${server.baseUrl}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${SESSION_COOKIE}=${session.id}`, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({ name: 'Bench', email, password: 'bench password', password_confirmation: 'bench password' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = /starlane_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const csrf = response.headers.get('x-csrf-token');
  if (!cookie || !csrf) throw new Error('no session after register');
  return { cookie: `${SESSION_COOKIE}=${cookie}`, 'x-csrf-token': csrf, 'x-api-version': '1', accept: 'application/json', 'content-type': 'application/json' };
}

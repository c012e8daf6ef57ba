import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/openDatabase';
import { generateCredentials, type PusherCredentials } from '../../src/server/realtime/credentials';
import { systemClock } from '../../src/server/time/clock';

export interface ConformanceServer {
  app: FastifyInstance;
  baseUrl: string;
  credentials: PusherCredentials;
  stop(): Promise<void>;
}

/**
 * The real server on a throw-away embedded database, listening on a free loopback port, with the
 * test configuration the integration tests use (mail kept in memory, rate limits out of reach,
 * journeys paced fast and landed by the server's own alarm).
 */
export async function startConformanceServer(): Promise<ConformanceServer> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-conformance-'));
  const credentials = generateCredentials();
  const config = testConfig({ storageDir, galaxySeed: 'starlane-tests', travelTimeScale: 0.02, pusher: credentials });
  const database = await openConfiguredDatabase(config, () => undefined);
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.journeyAlarm.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    credentials,
    stop: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

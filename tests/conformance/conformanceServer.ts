import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig, type Config } from '../../src/server/config';
import { freePort } from '../../src/server/db/embeddedPostgres';
import { openConfiguredDatabase } from '../../src/server/db/openDatabase';
import { openApiDocument } from '../../src/server/http/openapi/openApiDocument';
import { generateCredentials, type PusherCredentials } from '../../src/server/realtime/credentials';
import { systemClock } from '../../src/server/time/clock';

export interface ConformanceServer {
  app: FastifyInstance;
  baseUrl: string;
  credentials: PusherCredentials;
  stop(): Promise<void>;
}

/**
 * Where the server will listen and with what configuration, and the API document it will serve,
 * written to a file: Prism reads it while the server starts (the run checks that the served one
 * is the same).
 */
export interface ServerPlan {
  config: Config;
  credentials: PusherCredentials;
  port: number;
  baseUrl: string;
  documentFile: string;
  storageDir: string;
}

/** The test configuration the integration tests use: mail kept in memory, rate limits out of reach, journeys paced fast. */
export async function planConformanceServer(): Promise<ServerPlan> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-conformance-'));
  const credentials = generateCredentials();
  const config = testConfig({ storageDir, galaxySeed: 'starlane-tests', travelTimeScale: 0.02, pusher: credentials });
  const documentFile = path.join(storageDir, 'openapi.json');
  await writeFile(documentFile, JSON.stringify(openApiDocument(config)));
  const port = await freePort();
  return { config, credentials, port, baseUrl: `http://127.0.0.1:${port}`, documentFile, storageDir };
}

/** The real server on a throw-away embedded database, listening on the planned loopback port; journeys are landed by its own alarm. */
export async function startConformanceServer(plan: ServerPlan): Promise<ConformanceServer> {
  const { config } = plan;
  const database = await openConfiguredDatabase(config, () => undefined);
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: plan.port });
  await app.journeyAlarm.start();
  return {
    app,
    baseUrl: plan.baseUrl,
    credentials: plan.credentials,
    stop: async () => {
      await app.close();
      await database.close();
      await rm(plan.storageDir, { recursive: true, force: true });
    },
  };
}

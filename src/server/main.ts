import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import { ensureClientBuild } from './clientBuild';
import { loadConfig } from './config';
import { takeOverEmbeddedPostgresShutdown } from './db/embeddedPostgres';
import { openConfiguredDatabase, type OpenedDatabase } from './db/openDatabase';
import { StorageInUseError } from './db/storageLock';
import { loadOrCreateCredentials } from './realtime/credentials';
import { systemClock } from './time/clock';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How long requests accepted before a stop signal may take to finish. */
const DRAIN_TIMEOUT_MS = 10_000;
/** After this, something hangs: exit anyway, with a failure code. */
const SHUTDOWN_DEADLINE_MS = 20_000;

const log = (line: string) => console.log(`[starlane] ${line}`);

// What is running, for the shutdown to stop in reverse order; filled in as start-up proceeds.
let database: OpenedDatabase | undefined;
let app: FastifyInstance | undefined;
let stopSignal: string | undefined;
let stopping: Promise<never> | undefined;

/**
 * The stop, in order: refuse new requests (503 + Retry-After) while the accepted ones finish,
 * close WebSockets with 4200, stop the galaxy clock, close the pool, then stop the embedded
 * PostgreSQL. A signal during start-up lets start-up finish its step, then stops the same way.
 */
function shutdown(signal: string): Promise<never> {
  stopping ??= stopInOrder(signal);
  return stopping;
}

async function stopInOrder(signal: string): Promise<never> {
  log(`${signal}: refusing new requests, finishing in-flight ones, then stopping`);
  const deadline = setTimeout(() => {
    log('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  // Clean means every accepted request was answered; otherwise the exit code says some were cut.
  let clean = true;
  try {
    if (app) {
      app.beginShutdown();
      if (!(await app.drainRequests(DRAIN_TIMEOUT_MS))) {
        clean = false;
        log(`requests still running after ${DRAIN_TIMEOUT_MS / 1000} s; closing their connections`);
        app.server.closeAllConnections();
      }
      await app.realtime.server.close();
      await app.galaxyClock.stop();
      await app.journeyAlarm.stop();
      await app.close();
    }
    await database?.close();
    log('stopped');
    process.exit(clean ? 0 : 1);
  } catch (error) {
    console.error('[starlane] shutdown failed:', error);
    process.exit(1);
  }
}

function onStopSignal(signal: NodeJS.Signals): void {
  if (stopSignal) return;
  stopSignal = signal;
  // Before start-up completes, main() sees stopSignal after its current step and stops there.
  if (app?.server.listening) void shutdown(signal);
}

/** Vite in development, else the build; with SKIP_CLIENT_BUILD and no build at all, the API alone. */
function clientMode(dev: boolean): BuildOptions['client'] {
  if (dev) return { mode: 'dev', root: ROOT };
  const distDir = path.join(ROOT, 'dist/client');
  if (existsSync(path.join(distDir, 'index.html'))) return { mode: 'built', distDir };
  log('no client build in dist/client: serving the API only');
  return { mode: 'none' };
}

/** Start-up: config, database, client, app, listen; and a graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  // This process stops the embedded database itself, last: the package must not on a signal.
  takeOverEmbeddedPostgresShutdown();
  process.on('SIGTERM', onStopSignal);
  process.on('SIGINT', onStopSignal);
  const env = loadConfig();
  // The database first: with the embedded one, it holds the storage lock, so a second instance
  // on the same storage stops here without touching the credentials, the build or the database.
  database = await openConfiguredDatabase(env, log);
  log(`database: ${database.description}`);
  if (stopSignal) return void (await shutdown(stopSignal));
  // Realtime credentials: PUSHER_* from the environment, else development ones kept under storage/.
  const config = { ...env, pusher: env.pusher ?? (await loadOrCreateCredentials(env.storageDir, log)) };
  const dev = config.env === 'development';
  if (!dev && !config.skipClientBuild) await ensureClientBuild(ROOT, log);
  app = await buildApp({ config, db: database.db, clock: systemClock }, { client: clientMode(dev) });
  log(`realtime: Pusher protocol 7 at /app/${config.pusher.key}, ${app.broadcaster.kind} fan-out`);
  if (stopSignal) return void (await shutdown(stopSignal));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.galaxyClock.start();
  await app.journeyAlarm.start();
  log(`galaxy clock: a tick every ${config.galaxyTickMs / 1000} s`);
  log(`Starlane is running at http://${config.host}:${port}`);
  if (stopSignal) await shutdown(stopSignal);
}

main().catch(async (error: unknown) => {
  if (error instanceof StorageInUseError) {
    console.error(`[starlane] ${error.message}`);
  } else {
    console.error('[starlane] failed to start:', error);
  }
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});

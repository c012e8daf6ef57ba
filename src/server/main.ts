import path from 'node:path';
import { buildApp } from './app';
import { ensureClientBuild } from './clientBuild';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/openDatabase';
import { loadOrCreateCredentials } from './realtime/credentials';
import { systemClock } from './sim/clock';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Start-up: config, database, client, app, listen; and a graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const log = (line: string) => console.log(`[starlane] ${line}`);
  const env = loadConfig();
  // Realtime credentials: PUSHER_* from the environment, else development ones kept under storage/.
  const config = { ...env, pusher: env.pusher ?? (await loadOrCreateCredentials(env.storageDir, log)) };
  const dev = config.env === 'development';
  if (!dev && !config.skipClientBuild) await ensureClientBuild(ROOT, log);

  const database = await openConfiguredDatabase(config, log);
  log(`database: ${database.description}`);
  const app = await buildApp(
    { config, db: database.db, clock: systemClock },
    { client: dev ? { mode: 'dev', root: ROOT } : { mode: 'built', distDir: path.join(ROOT, 'dist/client') } },
  );
  log(`realtime: Pusher protocol 7 at /app/${config.pusher.key}, ${app.broadcaster.kind} fan-out`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing in-flight requests, then stopping`);
    const forced = setTimeout(() => {
      log('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      app.beginShutdown();
      // WebSockets first, with 4200: clients reconnect (to another process) while requests drain.
      await app.realtime.server.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.galaxyClock.start();
  log(`galaxy clock: a tick every ${config.galaxyTickMs / 1000} s`);
  log(`Starlane is running at http://${config.host}:${port}`);
}

main().catch((error: unknown) => {
  console.error('[starlane] failed to start:', error);
  process.exit(1);
});

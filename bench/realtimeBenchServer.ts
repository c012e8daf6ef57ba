// The game server for the realtime benchmark: the real app on a throw-away embedded database,
// once with the in-process fan-out and, when Redis answers, once with Redis. Events go out the
// way game services send them: app.broadcaster.publish.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig, testConfig, type Config } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db/openDatabase';
import { systemClock } from '../src/server/time/clock';
import { BENCH_EVENT, benchChannel, runSchedule, type LoadCommand } from './realtimeLoad';

const env = loadConfig({ ...process.env, NODE_ENV: 'test' });
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-realtime-bench-'));
const base = testConfig({ storageDir, galaxySeed: 'starlane-bench', pusher: env.pusher });
const database = await openConfiguredDatabase(base, () => undefined);

async function start(config: Config): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ config, db: database.db, clock: systemClock }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

const apps: Record<string, { app: FastifyInstance; port: number }> = { 'in-process': await start(base) };
if (process.env.BENCH_REDIS_URL) apps.redis = await start({ ...base, redisUrl: process.env.BENCH_REDIS_URL });
process.send?.({ type: 'ready', ports: Object.fromEntries(Object.entries(apps).map(([mode, { port }]) => [mode, port])) });

process.on('message', (command: (LoadCommand & { target: string }) | { type: 'stop' }) => {
  if (command.type === 'stop') {
    void Promise.all(Object.values(apps).map(({ app }) => app.close()))
      .then(() => database.close())
      .then(() => rm(storageDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
    return;
  }
  const { app } = apps[command.target] ?? {};
  if (!app) throw new Error(`no ${command.target} server`);
  void runSchedule(command, (i, payload) => void app.broadcaster.publish(benchChannel(i), BENCH_EVENT, payload)).then((sent) =>
    process.send?.({ type: 'loaded', sent }),
  );
});

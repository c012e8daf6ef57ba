// A real game server process for the multi-process realtime test: configured from its
// environment (DATABASE_URL, REDIS_URL, PUSHER_*), listening on a free port it prints as JSON.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { systemClock } from '../../src/server/time/clock';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
if (!config.databaseUrl || !config.redisUrl || !config.pusher) throw new Error('DATABASE_URL, REDIS_URL and PUSHER_* are required');
const db = openDatabase(config.databaseUrl, { poolSize: 5 });
const app = await buildApp({ config, db, clock: systemClock }, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// The two-process test runs both clocks (as two `npm start`s would) to see them tick once between them.
if (process.env.TEST_GALAXY_CLOCK === 'on') app.galaxyClock.start();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});

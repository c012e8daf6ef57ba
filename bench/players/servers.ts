import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LoopDelay } from './protocol';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The server processes of a run, on one PostgreSQL database (and one Redis when more than one). */
export interface BenchServers {
  baseUrls: string[];
  socketUrls: string[];
  databaseUrl: string;
  /** The server processes' pids (for their CPU). */
  pids: number[];
  /** Each server process's event-loop delay since the last call (bench/players/loopProbe.ts). */
  loopDelays(): Promise<LoopDelay[]>;
  stop(): Promise<void>;
}

const LOOP_PROBE = path.join(import.meta.dirname, 'loopProbe.ts');

function askLoopDelay(child: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    const answer = (message: { type?: string; figures?: LoopDelay }) => {
      if (message.type !== 'loop-delay' || !message.figures) return;
      child.off('message', answer);
      resolve(message.figures);
    };
    child.on('message', answer);
    child.send({ type: 'loop-delay' });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUp(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${baseUrl} exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/up`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${baseUrl} did not come up in 180 s:\n${output()}`);
}

/**
 * A fresh database `starlane_bench_<random>` on the PostgreSQL of `adminUrl` (BENCH_POSTGRES_URL,
 * default the machine's PostgreSQL through its Unix socket, else on 127.0.0.1:5432) and `count` server processes on it
 * (`npm start`'s entry, production settings), the second and later once the first has migrated and
 * seeded it, fanned out through `redisUrl` when more than one. Every rate limit stays as a
 * deployment has it: each player comes from its own address (`playerAddress`).
 */
export async function startServers(count: number, adminUrl: string, redisUrl: string | undefined, cpuProfileDir?: string): Promise<BenchServers> {
  const database = `starlane_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const credentials = { PUSHER_APP_ID: String(100_000 + Math.floor(Math.random() * 800_000)), PUSHER_APP_KEY: randomBytes(10).toString('hex'), PUSHER_APP_SECRET: randomBytes(20).toString('hex') };
  const children: ChildProcess[] = [];
  const storages: string[] = [];
  const baseUrls: string[] = [];
  const socketUrls: string[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const storage = await mkdtemp(path.join(os.tmpdir(), 'starlane-players-'));
    storages.push(storage);
    const env = {
      ...process.env,
      ...credentials,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storage,
      SKIP_CLIENT_BUILD: 'true',
      APP_KEY: credentials.PUSHER_APP_SECRET.padEnd(40, 'k'),
      ...(count > 1 && redisUrl ? { REDIS_URL: redisUrl } : {}),
    };
    const child = spawn(process.execPath, [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), '--import', 'tsx', '--import', LOOP_PROBE, 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    children.push(child);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUp(baseUrl, child, () => output);
    baseUrls.push(baseUrl);
    socketUrls.push(`ws://127.0.0.1:${port}/app/${credentials.PUSHER_APP_KEY}?protocol=7&client=bench&version=8.4.0`);
  }
  return {
    baseUrls,
    socketUrls,
    databaseUrl,
    pids: children.map((child) => child.pid ?? 0),
    loopDelays: () => Promise.all(children.map(askLoopDelay)),
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await dropper.end();
      await Promise.all(storages.map((storage) => rm(storage, { recursive: true, force: true })));
    },
  };
}

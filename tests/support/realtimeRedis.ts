import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { PusherCredentials } from '../../src/server/realtime/credentials';

/** Where the multi-process suite looks for Redis: `REDIS_URL` (CI sets it), else the local default. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING at `url` within `timeoutMs`. */
export function redisAnswers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // +PONG, or -NOAUTH when a password is needed: either way a Redis server is there.
    socket.once('data', (data) => done(/^[+-]/.test(data.toString())));
  });
}

export interface ServerProcess {
  port: number;
  stop(): Promise<void>;
}

const ENTRY = path.resolve(import.meta.dirname, 'realtimeServerProcess.ts');

/** Starts a real server process (node + tsx) on `databaseUrl` with Redis fan-out. */
export function startServerProcess(databaseUrl: string, redisUrl: string, credentials: PusherCredentials): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUSHER_APP_ID: credentials.appId,
      PUSHER_APP_KEY: credentials.key,
      PUSHER_APP_SECRET: credentials.secret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ port: (JSON.parse(line) as { port: number }).port, stop }));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code} before listening`)));
  });
}

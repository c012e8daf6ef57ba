import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface SceneBenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production server exactly as players get it (the built client, a fresh embedded database),
 * started as its own process the way the e2e suite starts it; `env` overrides its settings.
 */
export async function startSceneBenchServer(root: string, env: Record<string, string> = {}): Promise<SceneBenchServer> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-scene-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', STORAGE_DIR: storageDir, SKIP_CLIENT_BUILD: '1', GALAXY_SEED: 'starlane-bench', LOG_LEVEL: 'warn', ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/up`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      // The server runs in its own process group (npx → tsx → node): end the whole group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 1500));
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

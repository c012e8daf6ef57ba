import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'shaders', 'assets', 'index.html', 'vite.config.ts', 'build', 'package.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), stat.mtimeMs);
}

/** True when `dist/client` is missing or older than any client source. */
export function clientBuildIsStale(root: string): boolean {
  const built = path.join(root, 'dist/client/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Builds the client with Vite when the build is missing or stale. */
export async function ensureClientBuild(root: string, log: (line: string) => void): Promise<void> {
  if (!clientBuildIsStale(root)) return;
  log('building the client (dist/client is missing or stale)...');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

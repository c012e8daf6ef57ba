import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from '../../src/server/db/embeddedPostgres';

export interface PrismProxy {
  baseUrl: string;
  /** What Prism printed (its log lines, errors included). */
  log: string[];
  stop(): Promise<void>;
}

export interface PrismOptions {
  /** The OpenAPI document to check against (a file or a URL). */
  document: string;
  /** The server Prism forwards to. */
  upstream: string;
  /** Whether Prism refuses requests the document calls invalid (its default) or forwards them all. */
  validateRequest: boolean;
}

const cli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls `url` until something answers there, or fails when `child` exits or `timeoutMs` passes.
 * Prism needs about 3 s of CPU to read the document; on a machine busy with other builds that was
 * once more than a minute of waiting.
 */
async function waitUntilListening(child: ChildProcess, url: string, log: string[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${log.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`Prism did not listen within ${timeoutMs} ms:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Stoplight Prism's validating proxy (`prism proxy --errors`) as a child process on a free port:
 * it forwards each call to `upstream` and checks the request and the answer against the document;
 * with `--errors` an answer that breaks the document becomes Prism's own 500 (type VIOLATIONS).
 */
export async function startPrismProxy({ document, upstream, validateRequest }: PrismOptions): Promise<PrismProxy> {
  const port = await freePort();
  // Only fatal lines: the verdicts come back on the answers (sl-violations, Prism's problem
  // documents), and Prism 5.14's log printer throws on some logged requests (a body with -1.8e308),
  // which ends the process.
  const args = [cli, 'proxy', document, upstream, '--errors', '--port', String(port), '--host', '127.0.0.1', '--cors=false', `--validate-request=${validateRequest}`, '--verboseLevel', 'fatal'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', SCARF_ANALYTICS: 'false' } });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(child, baseUrl, log);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    baseUrl,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

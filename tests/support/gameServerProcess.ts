// A real `node src/server/main.ts` process with its own storage (embedded PostgreSQL and all),
// for what only a real process shows: signals, exit codes, the storage lock, sockets cut or not.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { CsrfCookie } from '../../src/server/http/csrfCookie';
import { CSRF_COOKIE } from '../../src/server/http/session';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Realtime credentials the test knows, so it can seal CSRF cookies the server accepts. */
const PUSHER_APP_SECRET = 'reliability-test-secret-0123456789';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class GameServerProcess {
  private text = '';
  private readonly waiters = new Set<() => void>();
  readonly exited: Promise<Exit>;
  port = 0;

  private constructor(readonly child: ChildProcess) {
    const append = (chunk: Buffer) => {
      this.text += chunk.toString('utf8');
      for (const wake of this.waiters) wake();
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void this.exited.then(() => {
      for (const wake of this.waiters) wake();
    });
  }

  /**
   * Starts the server on `storageDir` (PORT=0, the embedded database, no client build): node
   * itself, or `npm start` the way an operator or a process manager runs it.
   */
  static start(storageDir: string, via: 'node' | 'npm start' = 'node'): GameServerProcess {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const [command, args] = via === 'node' ? [process.execPath, ['--import', 'tsx', 'src/server/main.ts']] : ['npm', ['start', '--silent']];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        NODE_ENV: 'production',
        STORAGE_DIR: storageDir,
        HOST: '127.0.0.1',
        PORT: '0',
        SKIP_CLIENT_BUILD: '1',
        LOG_LEVEL: 'warn',
        GALAXY_TICK_SECONDS: '3600',
        PUSHER_APP_ID: '424242',
        PUSHER_APP_KEY: 'reliabilitykey',
        PUSHER_APP_SECRET,
      },
    });
    return new GameServerProcess(child);
  }

  get output(): string {
    return this.text;
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(this.text);
        if (match) {
          this.waiters.delete(check);
          resolve(match);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          this.waiters.delete(check);
          reject(new Error(`exited before ${pattern}:\n${this.text}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Waits until the server listens and learns its port. */
  async ready(): Promise<this> {
    const match = await this.waitFor(/Starlane is running at http:\/\/127\.0\.0\.1:(\d+)/);
    this.port = Number(match[1]);
    return this;
  }
}

/** Headers that pass the API version and CSRF checks without a stored session. */
export function anonymousHeaders(): Record<string, string> {
  const token = 'reliability-test-token-0123456789';
  return {
    accept: 'application/json',
    'x-api-version': '1',
    'x-csrf-token': token,
    cookie: `${CSRF_COOKIE}=${new CsrfCookie(PUSHER_APP_SECRET).seal(token)}`,
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own; rejects with the socket error (ECONNRESET, ECONNREFUSED...). */
export function send(port: number, method: string, url: string, body?: object): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { ...anonymousHeaders(), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * A request whose body the client holds back: the server has accepted it (headers read) but
 * cannot finish it until `finish()` sends the rest. The longest possible request in flight.
 */
export class HeldRequest {
  private received = '';
  private readonly socket: net.Socket;
  private readonly closed: Promise<void>;
  private readonly payload: string;

  constructor(port: number, url: string, body: object) {
    this.payload = JSON.stringify(body);
    const head = [
      `POST ${url} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(this.payload)}`,
      ...Object.entries(anonymousHeaders()).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => (this.received += chunk.toString('utf8')));
    this.closed = new Promise((resolve, reject) => {
      this.socket.on('close', () => resolve());
      this.socket.on('error', reject);
    });
    this.socket.write(head + this.payload.slice(0, 5));
  }

  /** Sends the rest of the body and resolves with the raw answer once the server closes. */
  async finish(): Promise<{ status: number; raw: string }> {
    this.socket.write(this.payload.slice(5));
    await this.closed;
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(this.received)?.[1] ?? 0), raw: this.received };
  }
}

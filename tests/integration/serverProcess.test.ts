import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameServerProcess, HeldRequest, send, type Answer } from '../support/gameServerProcess';
import { RawPusherSocket } from '../support/realtimeSocket';

// Real processes of src/server/main.ts on one storage directory of their own: the first start
// initialises a PostgreSQL cluster, so the steps share it and run in order.
const STARTUP_MS = 120_000;
let storage: string;
const started: GameServerProcess[] = [];
let first: GameServerProcess;

function start(via?: 'node' | 'npm start'): GameServerProcess {
  const server = GameServerProcess.start(storage, via);
  started.push(server);
  return server;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postgresPid(): number | null {
  const file = path.join(storage, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return alive(pid) ? pid : null;
}

let emails = 0;
const registration = () => {
  const email = `pilot${++emails}@example.com`;
  return { name: 'Pilot', email, password: 'correct horse battery', password_confirmation: 'correct horse battery' };
};

beforeAll(async () => {
  storage = await mkdtemp(path.join(os.tmpdir(), 'starlane-process-'));
  // PostgreSQL refuses to run as root; the package then runs it as `postgres`, who must reach the cluster.
  await chmod(storage, 0o755);
  first = await start().ready();
}, STARTUP_MS);

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  const leftover = postgresPid();
  if (leftover) process.kill(leftover, 'SIGINT');
  await rm(storage, { recursive: true, force: true });
}, STARTUP_MS);

describe('a real server process', () => {
  it('refuses a second start on the same storage with a clear message, and the first keeps serving', async () => {
    const second = start();
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output).toContain(`Another Starlane server (pid ${first.pid}) is already running on this storage`);
    expect(second.output).toContain('STORAGE_DIR');

    expect((await send(first.port, 'GET', '/up')).status).toBe(200);
    // Its database was not touched: it still writes.
    expect((await send(first.port, 'POST', '/register', registration())).status).toBe(201);
  }, STARTUP_MS);

  it('on SIGTERM under load, answers every request it accepted, refuses later ones with 503, closes sockets with 4200 and exits 0 within 10 s', async () => {
    type Outcome = { startedAt: number; email?: string; answer?: Answer; error?: string };
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    let exited = false;
    let answered = 0;
    let markUnderWay = () => undefined as void;
    const underWay = new Promise<void>((resolve) => (markUnderWay = resolve));

    const worker = async (index: number) => {
      for (let round = 0; !exited; round += 1) {
        const body = (index + round) % 2 === 0 ? registration() : undefined;
        const outcome: Outcome = { startedAt: performance.now(), email: body?.email };
        outcomes.push(outcome);
        try {
          outcome.answer = body ? await send(first.port, 'POST', '/register', body) : await send(first.port, 'GET', '/up');
          if (body && outcome.answer.status === 201) acknowledged.push(body.email);
          if (++answered === 16) markUnderWay();
        } catch (error) {
          outcome.error = (error as NodeJS.ErrnoException).code ?? String(error);
          // The listener is closed (refused, or reset while still queued in its backlog): the process is on its way out.
          return;
        }
      }
    };
    const load = Array.from({ length: 8 }, (_, index) => worker(index));
    void first.exited.then(() => (exited = true));

    // Under way: some answers in, and one request the server has accepted but cannot finish yet.
    await underWay;
    const player = await RawPusherSocket.open(RawPusherSocket.url(first.port, 'reliabilitykey'));
    await player.socketId();
    let socketClosed = false;
    void player.closed.then(() => (socketClosed = true));
    const held = new HeldRequest(first.port, '/register', registration());
    expect((await send(first.port, 'GET', '/up')).status).toBe(200);

    signalledAt = performance.now();
    first.child.kill('SIGTERM');
    await first.waitFor(/SIGTERM: refusing new requests/);
    const loggedAt = performance.now();

    // The held request keeps the server draining: new requests meanwhile get a 503 with Retry-After.
    const late = await Promise.all(Array.from({ length: 5 }, () => send(first.port, 'GET', '/up')));
    for (const answer of late) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(JSON.parse(answer.body).message).toBe('The server is shutting down. Please try again in a moment.');
    }
    // Realtime stays up while requests drain (their events still reach players)...
    expect(socketClosed).toBe(false);
    const heldAnswer = await held.finish();
    expect(heldAnswer.status, heldAnswer.raw).toBe(201);
    expect(heldAnswer.raw).toContain('"user"');

    // ...then every socket is told to reconnect at once (4200), to a live process.
    expect((await player.closed).code).toBe(4200);
    const exit = await first.exited;
    const stoppedIn = performance.now() - signalledAt;
    await Promise.all(load);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedIn).toBeLessThan(10_000);
    expect(first.output).toContain('[starlane] stopped');
    expect(first.output).not.toMatch(/unhandled|uncaught|ECONNRESET|terminating connection/i);

    // Every request sent before the signal got its whole answer. Later ones got a 503, or, once
    // the drain was over and the listener closed, no connection (refused, or reset while queued
    // in the kernel's backlog): never a cut answer, and never a write (checked after the restart).
    const before = outcomes.filter((outcome) => outcome.startedAt < signalledAt);
    expect(before.filter((outcome) => !outcome.answer)).toEqual([]);
    expect(before.filter((outcome) => (outcome.answer?.status ?? 0) < 300).length).toBeGreaterThan(0);
    const unanswered = outcomes.filter((outcome) => outcome.error);
    for (const outcome of unanswered) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
    for (const outcome of outcomes) {
      if (outcome.answer) expect([200, 201, 503]).toContain(outcome.answer.status);
      if (outcome.answer && outcome.startedAt > loggedAt) expect(outcome.answer.status).toBe(503);
    }

    // The database stopped last and cleanly; the lock is gone.
    expect(postgresPid()).toBeNull();
    expect(existsSync(path.join(storage, 'postgres.lock'))).toBe(false);

    // Every registration the server acknowledged is there after a restart.
    const again = await start().ready();
    for (const email of acknowledged) {
      const retry = await send(again.port, 'POST', '/register', { ...registration(), email });
      expect(retry.status, email).toBe(422);
    }
    for (const { email } of unanswered.filter((outcome) => outcome.email)) {
      const fresh = await send(again.port, 'POST', '/register', { ...registration(), email });
      expect(fresh.status, `${email} was written without an answer`).toBe(201);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, STARTUP_MS);

  it('recovers the storage after a kill -9: the stale lock and the orphaned PostgreSQL are taken over', async () => {
    const killed = await start().ready();
    const orphan = postgresPid();
    expect(orphan).not.toBeNull();
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(alive(orphan!)).toBe(true);
    expect(existsSync(path.join(storage, 'postgres.lock'))).toBe(true);

    const next = await start().ready();
    expect((await send(next.port, 'GET', '/up')).status).toBe(200);
    expect(alive(orphan!)).toBe(false);
    next.child.kill('SIGINT');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  }, STARTUP_MS);

  it('stops cleanly when a process manager sends SIGTERM to `npm start`', async () => {
    const managed = await start('npm start').ready();
    expect((await send(managed.port, 'GET', '/up')).status).toBe(200);
    managed.child.kill('SIGTERM');
    expect(await managed.exited).toEqual({ code: 0, signal: null });
    expect(managed.output).toContain('[starlane] stopped');
    expect(postgresPid()).toBeNull();
  }, STARTUP_MS);
});

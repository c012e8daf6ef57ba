import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { generateCredentials } from '../src/server/realtime/credentials';
import { signChannel } from '../src/server/realtime/signatures';
import { redisAnswers } from '../tests/support/realtimeRedis';
import { BenchClients } from './realtimeClients';
import type { LoadCommand } from './realtimeLoad';

/**
 * `npm run bench:realtime`: N = 100 and 1000 subscribers, each on its own private channel, 10
 * events/s per channel for 5 s; delivery latency p50/p99 and lost messages for our server
 * (in-process fan-out, and Redis when it answers) against a bare `ws` broadcast in the same run.
 * Servers run in their own processes, clients in this one. Prints figures; it is not a test.
 * Knobs: BENCH_CLIENTS (100,1000), BENCH_SECONDS (5), BENCH_REPEATS (3), REDIS_URL.
 */
const SIZES = (process.env.BENCH_CLIENTS ?? '100,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = 10;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Server {
  child: ChildProcess;
  ports: Record<string, number>;
}

function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const child = fork(path.resolve(import.meta.dirname, file), { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { ports: Record<string, number> }) => resolve({ child, ports: message.ports }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

function load(server: Server, target: string, clients: number, seconds: number): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', (message: { sent: number }) => resolve(message.sent));
    server.child.send({ type: 'load', target, clients, ratePerChannel: RATE, seconds } satisfies LoadCommand & { target: string });
  });
}

async function drained(clients: BenchClients, expected: number): Promise<void> {
  // Late messages get up to 2 s after the last one was sent; lost ones never come.
  const deadline = Date.now() + 2_000;
  while (clients.received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

interface Run {
  sent: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
}

interface Target {
  name: string;
  server: Server;
  mode: string;
  clients: BenchClients;
  runs: Run[];
}

async function connectTarget(server: Server, mode: string, name: string, n: number, key: string, secret: string): Promise<Target> {
  const credentials = { appId: '1', key, secret };
  const url = mode === 'bare' ? `ws://127.0.0.1:${server.ports.bare}/` : `ws://127.0.0.1:${server.ports[mode]}/app/${key}?protocol=7&client=bench`;
  const clients = await BenchClients.connect(url, n, (socketId, channel) => signChannel(credentials, socketId, channel));
  return { name, server, mode, clients, runs: [] };
}

async function run(target: Target, n: number, seconds: number): Promise<Run> {
  target.clients.reset();
  const sent = await load(target.server, target.mode, n, seconds);
  await drained(target.clients, sent);
  return { sent, received: target.clients.received, ...target.clients.percentiles() };
}

/** The run with the median p99: one noisy neighbour on a shared machine should not decide the figure. */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.p99 - b.p99);
  return sorted[Math.floor(sorted.length / 2)] ?? runs[0]!;
}

function line(target: Target, n: number, baseline?: Target): string {
  const ms = (value: number) => value.toFixed(2).padStart(8);
  const row = median(target.runs);
  const lost = target.runs.reduce((sum, r) => sum + r.sent - r.received, 0);
  const sent = target.runs.reduce((sum, r) => sum + r.sent, 0);
  const each = target.runs.map((r) => r.p99.toFixed(1)).join(' / ');
  let text = `${target.name.padEnd(24)} ${String(n).padStart(5)} ${String(sent).padStart(7)} ${String(lost).padStart(5)} ${ms(row.p50)} ${ms(row.p99)} ${ms(row.max)}   [${each}]`;
  if (baseline) {
    const ratio = row.p99 / median(baseline.runs).p99;
    text += `  p99 ${ratio.toFixed(2)}× bare`;
    if (n >= 1000) text += row.p99 <= 100 && lost === 0 && ratio <= 1.5 ? '  meets target' : '  MISSES target';
  }
  return text;
}

async function main(): Promise<void> {
  const { key, secret, appId } = generateCredentials();
  const withRedis = await redisAnswers(REDIS_URL);
  const env = { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret, ...(withRedis ? { BENCH_REDIS_URL: REDIS_URL } : {}) };
  const [game, bare] = await Promise.all([startServer('realtimeBenchServer.ts', env), startServer('realtimeBareServer.ts', {})]);
  try {
    console.log(`Starlane realtime benchmark: each client on its own private channel, ${RATE} events/s per channel for ${SECONDS} s,`);
    console.log(`${REPEATS} runs per target, interleaved; figures are from the run with the median p99 (each run's p99 in brackets).`);
    console.log(withRedis ? `Redis fan-out: ${REDIS_URL}` : `Redis fan-out: skipped, nothing answers at ${REDIS_URL}`);
    console.log(`Target at N=1000: p99 ≤ 100 ms, 0 lost, p99 ≤ 1.5× bare\n`);
    console.log(`${'target'.padEnd(24)} ${'N'.padStart(5)} ${'sent'.padStart(7)} ${'lost'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}   p99 per run`);
    for (const n of SIZES) {
      const targets = [await connectTarget(bare, 'bare', 'bare ws broadcast', n, key, secret)];
      for (const mode of Object.keys(game.ports)) targets.push(await connectTarget(game, mode, `starlane (${mode})`, n, key, secret));
      try {
        // Warm-up: JIT, buffers and pools, so measured runs start on warm servers.
        for (const target of targets) await run(target, n, 1);
        for (let repeat = 0; repeat < REPEATS; repeat++) {
          for (const target of targets) target.runs.push(await run(target, n, SECONDS));
        }
        const [baseline, ...ours] = targets;
        console.log(line(baseline!, n));
        for (const target of ours) console.log(line(target, n, baseline));
      } finally {
        await Promise.all(targets.map((target) => target.clients.close()));
      }
    }
  } finally {
    for (const server of [game, bare]) server.child.send({ type: 'stop' });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

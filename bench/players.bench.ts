import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSnapshot, cpuUsed, machineBusySeconds } from './players/cpu';
import type { FromSimulator, LoopDelay, SeededPlayer, ToSimulator } from './players/protocol';
import { backendPids, seedPlayers } from './players/seed';
import { startServers, type BenchServers } from './players/servers';
import { emptySamples, mergeSamples, percentile, sortedSamples, totals, type StepSamples } from './players/stats';

/**
 * The machine's PostgreSQL: through its Unix socket where it has one (a server on the same machine
 * as its database should use it: loopback TCP's work is charged to both ends), else TCP on 5432.
 */
function defaultPostgresUrl(): string {
  const socketDir = '/var/run/postgresql';
  return existsSync(path.join(socketDir, '.s.PGSQL.5432')) ? `postgres://postgres@localhost/postgres?host=${socketDir}` : 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The target a step must meet to count as held. */
const MAX_P99_MS = 100;

const { values: options } = parseArgs({
  options: {
    max: { type: 'string', default: '1000' },
    step: { type: 'string', default: '200' },
    processes: { type: 'string', default: '1' },
    simulators: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? defaultPostgresUrl() },
    'cpu-prof': { type: 'string' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const max = Number(options.max);
const step = Number(options.step);
const processes = Number(options.processes);
const simulatorCount = Number(options.simulators);
const seconds = Number(options.seconds);

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (value: number) => (Number.isNaN(value) ? '   -' : value.toFixed(value < 10 ? 1 : 0).padStart(4));

class Simulator {
  private waiting: Array<(message: FromSimulator) => void> = [];
  constructor(readonly child: ChildProcess) {
    child.on('message', (message: FromSimulator) => this.waiting.shift()?.(message));
  }
  ask(message: ToSimulator): Promise<FromSimulator> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.send(message);
    });
  }
}

/** Node's CPU profiler for the simulators, when `--cpu-prof DIR` asks for profiles: into DIR/simulators. */
function simulatorProfileArgs(): string[] {
  const dir = options['cpu-prof'];
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(dir, 'simulators')}`] : [];
}

function startSimulators(players: SeededPlayer[]): Promise<Simulator[]> {
  return Promise.all(
    Array.from({ length: simulatorCount }, async (_, i) => {
      const child = fork(path.join(import.meta.dirname, 'players/simulator.ts'), [], { execArgv: [...simulatorProfileArgs(), '--import', 'tsx'], stdio: 'inherit' });
      const simulator = new Simulator(child);
      await simulator.ask({ type: 'players', players: players.filter((_, n) => n % simulatorCount === i) });
      return simulator;
    }),
  );
}

/** CPU seconds a step used, by who used it. */
interface StepCpu {
  server: number;
  postgres: number;
  simulators: number;
  /** The whole machine, every process and the kernel. */
  machine: number;
}

function report(players: number, samples: StepSamples, cpu: StepCpu, loopDelays: LoopDelay[]): { p99: number; errors: number } {
  const all = totals(samples);
  const perThousand = (cpu: number) => ((cpu / seconds) * 100 * (1000 / players)).toFixed(1);
  const realtime = sortedSamples(samples.realtime);
  console.log(
    `\n${String(players).padStart(6)} players  ${(all.requests / seconds).toFixed(0).padStart(5)} req/s  p50 ${ms(all.p50)} ms  p99 ${ms(all.p99)} ms  errors ${all.errors}  refused ${all.refused}  ` +
      `realtime p99 ${ms(percentile(realtime, 0.99))} ms (${samples.realtime.length} events, ${samples.realtimeLost} lost, ${samples.subscribed} subscribed)  ` +
      `CPU per 1,000 players: server ${perThousand(cpu.server)} %, PostgreSQL ${perThousand(cpu.postgres)} %, simulator ${perThousand(cpu.simulators)} %, machine ${perThousand(cpu.machine)} % of a core ` +
      `(the machine's ${availableParallelism()} cores ${((cpu.machine / seconds / availableParallelism()) * 100).toFixed(0)} % busy)  load ${load()}`,
  );
  for (const [group, values] of Object.entries(samples.latencies).sort()) {
    const sorted = sortedSamples(values);
    console.log(`        ${group.padEnd(14)} ${(values.length / seconds).toFixed(1).padStart(7)} req/s  p50 ${ms(percentile(sorted, 0.5))} ms  p99 ${ms(percentile(sorted, 0.99))} ms  errors ${samples.errors[group] ?? 0}  refused ${samples.refused[group] ?? 0}`);
  }
  loopDelays.forEach((delay, i) => console.log(`        event loop of server ${i + 1}: delay p50 ${ms(delay.p50)} ms  p99 ${ms(delay.p99)} ms  max ${ms(delay.max)} ms`));
  for (const line of samples.errorSamples) console.log(`        e.g. ${line}`);
  return { p99: all.p99, errors: all.errors + samples.realtimeLost };
}

/**
 * `npm run bench:players -- --max 1000 --step 200 --processes 1`: signs in players (one socket
 * each on its private channel) in simulator processes of their own, ramps them up `step` at a time
 * and prints, per step held for `seconds`, the request rate, p50/p99 by route group, errors,
 * realtime delivery and the CPU of the server and PostgreSQL per 1,000 players; then the largest
 * number held at p99 ≤ 100 ms with no error. The player model: src/shared/api/clientLoad.ts.
 */
async function main(): Promise<void> {
  console.log(`Starlane players benchmark: up to ${max} players, +${step} a step, ${seconds} s a step, ${processes} server process(es), ${simulatorCount} simulator process(es); load ${load()}`);
  let servers: BenchServers | undefined;
  let simulators: Simulator[] = [];
  try {
    servers = await startServers(processes, options['postgres-url'], processes > 1 ? options['redis-url'] : undefined, options['cpu-prof']);
    const seedStart = Date.now();
    const players = await seedPlayers(servers.databaseUrl, servers.baseUrls, servers.socketUrls, max);
    console.log(`${players.length} players seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s on ${servers.baseUrls.join(', ')}`);
    simulators = await startSimulators(players);
    let held = 0;
    for (let count = Math.min(step, max); count <= max; count += step) {
      await Promise.all(simulators.map((simulator, i) => simulator.ask({ type: 'activate', count: Math.ceil((count - i) / simulatorCount) })));
      // Let the new players' dashboards open before measuring.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await Promise.all(simulators.map((simulator) => simulator.ask({ type: 'collect' })));
      const backends = await backendPids(servers.databaseUrl);
      await servers.loopDelays();
      const simulatorPids = simulators.map((simulator) => simulator.child.pid ?? 0);
      const before = { server: cpuSnapshot(servers.pids), postgres: cpuSnapshot(backends), simulators: cpuSnapshot(simulatorPids), machine: machineBusySeconds() };
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const after = { server: cpuSnapshot(servers.pids), postgres: cpuSnapshot(await backendPids(servers.databaseUrl)), simulators: cpuSnapshot(simulatorPids), machine: machineBusySeconds() };
      const loopDelays = await servers.loopDelays();
      const samples = emptySamples();
      for (const answer of await Promise.all(simulators.map((simulator) => simulator.ask({ type: 'collect' })))) {
        if (answer.type === 'samples') mergeSamples(samples, answer.samples);
      }
      const { p99, errors } = report(count, samples, { server: cpuUsed(before.server, after.server), postgres: cpuUsed(before.postgres, after.postgres), simulators: cpuUsed(before.simulators, after.simulators), machine: after.machine - before.machine }, loopDelays);
      if (p99 <= MAX_P99_MS && errors === 0) held = count;
      else if (p99 > 10 * MAX_P99_MS) break;
    }
    console.log(`\nlargest number of players held at p99 ≤ ${MAX_P99_MS} ms with 0 errors: ${held} (${processes} server process(es); load ${load()})`);
  } finally {
    await Promise.all(simulators.map((simulator) => new Promise<void>((resolve) => {
      simulator.child.once('exit', () => resolve());
      simulator.child.send({ type: 'stop' } satisfies ToSimulator);
    })));
    await servers?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

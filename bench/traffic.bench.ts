import { loadavg } from 'node:os';
import { spawnTraffic } from '../src/shared/rules/traffic/spawnTraffic';
import { stepTraffic } from '../src/shared/rules/traffic/trafficStep';
import { DEFAULT_TRAFFIC_TUNABLES } from '../src/shared/rules/traffic/trafficTunables';
import { prepareWorld } from '../src/shared/rules/traffic/trafficWorld';
import { generatedWorld } from '../src/server/domains/traffic/generatedWorld';

const SYSTEMS = 200;
const TRADERS = 2000;
/** A galaxy clock tick is a real minute and holds every market row while it runs: a second at most. */
const BUDGET_MS = 1000;
const WARM_UP_TICKS = 36;
const MEASURED_TICKS = Number(process.env.BENCH_TICKS ?? 120);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * `npm run bench:traffic` (also the end of `npm run bench`): the living galaxy's tick on 200
 * systems and 2,000 NPC traders (plus pirates and patrols), the pure simulation the galaxy
 * clock runs each tick, after a game day of warm-up. Prints figures against the tick's budget.
 */
function main(): void {
  const tunables = { ...DEFAULT_TRAFFIC_TUNABLES, tradersPerSystem: TRADERS / SYSTEMS };
  const { world, stocks } = generatedWorld('bench-galaxy', SYSTEMS, tunables);
  const prepStart = performance.now();
  const lanes = [...world.graph].flatMap(([from, edges]) => edges.filter((e) => e.to > from).map((e) => ({ from, to: e.to, length: e.length })));
  prepareWorld(world.seed, { systems: world.systems, lanes }, world.markets, world.hulls, tunables);
  let state = spawnTraffic(world);
  const current = new Map(stocks);
  const prepare = performance.now() - prepStart;
  const times: number[] = [];
  let trades = 0;
  for (let t = 0; t < WARM_UP_TICKS + MEASURED_TICKS; t++) {
    const start = performance.now();
    const tick = stepTraffic(world, state, current, 40);
    const spent = performance.now() - start;
    for (const [id, delta] of tick.stockDeltas) current.set(id, (current.get(id) ?? 0) + delta);
    state = tick.state;
    if (t >= WARM_UP_TICKS) {
      times.push(spent);
      trades += tick.trades.length;
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const ships = state.ships.length;
  console.log(`living galaxy tick: ${SYSTEMS} systems, ${world.markets.length} markets, ${ships} NPC ships (${TRADERS} traders), load ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  console.log(`  step: mean ${mean.toFixed(1)} ms, p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms over ${times.length} ticks; ${(trades / times.length).toFixed(0)} NPC trades a tick`);
  console.log(`  world index (lane graph, paths): ${prepare.toFixed(1)} ms per build`);
  console.log(`  budget ${BUDGET_MS} ms a tick: ${percentile(times, 0.99) <= BUDGET_MS ? 'within' : 'OVER'}`);
}

main();

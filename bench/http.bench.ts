import { startBenchServer } from './support/benchServer';
import { benchPlayers, type BenchPlayer } from './support/benchPlayers';
import { measurePaired, PAIRS, type PairedFigures } from './support/interleave';
import { benchCommodities, benchTraders, roundRobinBuys } from './support/marketTraders';
import { measure, reportPaired, type Scenario, type Target } from './support/measure';
import { reportPollingLoad } from './support/pollingLoad';
import { timeRouteComputation } from './support/routeComputation';
import { loadavg } from 'node:os';

/** Issue 13's targets at 10 connections: the polled reads 0.30× the bare route, the buy 0.10×. */
const READ_TARGET: Target = { minRatio: 0.3, maxP99: 50 };
const BUY_TARGET: Target = { minRatio: 0.1, maxP99: 100 };

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

/**
 * `npm run bench`: req/s and p99 of every read the client polls and of the market buy, each
 * measured interleaved with a bare route of the same server (bare, X, bare, X, bare, X) and
 * reported as the median of the three pairs' ratios, 10 connections; then what 1,000 players
 * cost at the client's polling rates. Prints figures; it is not a test.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const server = await startBenchServer();
  try {
    const { pilot, traveller } = await benchPlayers(server);
    const get = (name: string, path: string, player: BenchPlayer): Scenario => ({ name, url: `${server.baseUrl}${path}`, headers: player.headers });
    const bare: Scenario = { name: 'GET /bench/bare', url: `${server.baseUrl}/bench/bare` };
    const [traders, commodities] = await Promise.all([benchTraders(server), benchCommodities(server)]);
    const scenarios: Array<{ scenario: Scenario; target?: Target }> = [
      { scenario: get('GET /api/characters/{id}', `/api/characters/${pilot.id}`, pilot), target: READ_TARGET },
      { scenario: get('GET /api/market/data', '/api/market/data', pilot), target: READ_TARGET },
      { scenario: get('GET /api/travel/status', '/api/travel/status', traveller) },
      { scenario: get('GET /api/ship/status', '/api/ship/status', pilot) },
      { scenario: get('GET /api/trading-contracts', '/api/trading-contracts', pilot) },
      { scenario: get('GET /api/trading-contracts/active', '/api/trading-contracts/active', pilot) },
      {
        scenario: { name: 'POST /api/market/buy', url: `${server.baseUrl}/api/market/buy`, method: 'POST', vary: roundRobinBuys(traders, commodities) },
        target: BUY_TARGET,
      },
    ];

    console.log(`Starlane HTTP benchmark: ${seconds} s per run, 10 connections, embedded PostgreSQL`);
    console.log(`each scenario interleaved with the bare route ${PAIRS} times; ratio = median of the pairs. Load average at start: ${load()}\n`);
    // Warm up JIT, pools and caches so the first measured scenario isn't penalised.
    for (const { scenario } of scenarios.slice(0, -1)) await measure(scenario, 1);
    await measure(bare, 1);

    // BENCH_ONLY=<text> measures only the scenarios whose name contains it (for profiling one).
    const only = process.env.BENCH_ONLY;
    const results: Array<{ paired: PairedFigures; target?: Target }> = [];
    for (const { scenario, target } of scenarios.filter((s) => !only || s.scenario.name.includes(only))) {
      const paired = await measurePaired(bare, scenario, seconds);
      results.push({ paired, target });
      reportPaired([{ paired, target }]);
    }
    console.log(`\nload average at end: ${load()}`);
    reportPollingLoad(results.map((r) => r.paired));

    // Profitable routes: a galaxy of 200 systems trading the 30 commodities, for the starter ship.
    const routes = timeRouteComputation(200);
    const verdict = routes.warm.p99 <= 50 ? 'meets target' : 'MISSES target';
    console.log(`\nprofitable routes, ${routes.systems} systems × ${routes.commodities} commodities (${routes.routes} routes):`);
    console.log(`  first answer (all-pairs Dijkstra + ranking) ${routes.coldMs.toFixed(1)} ms`);
    console.log(`  later answers (lane paths kept)             p50 ${routes.warm.p50.toFixed(1)} ms  p99 ${routes.warm.p99.toFixed(1)} ms (target ≤ 50 ms): ${verdict}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { loggedInHeaders, startBenchServer } from './support/benchServer';
import { benchCommodities, benchTraders, roundRobinBuys } from './support/marketTraders';
import { measure, report } from './support/measure';
import { timeRouteComputation } from './support/routeComputation';

/**
 * `npm run bench`: req/s and p99 of the game's hot reads and market trades against a bare route of the same
 * server, in one run, 10 connections. Prints figures; it is not a test.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const server = await startBenchServer();
  try {
    const headers = await loggedInHeaders(server, 'bench@example.com');
    const created = await fetch(`${server.baseUrl}/api/characters`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench Pilot' }) });
    const character = (await created.json()) as { id: number };

    console.log(`Starlane HTTP benchmark: ${seconds} s per scenario, 10 connections, embedded PostgreSQL\n`);
    // Warm up JIT, pools and caches so the first measured scenario isn't penalised.
    await measure({ name: 'warm-up', url: `${server.baseUrl}/api/characters/${character.id}`, headers }, 1);
    const baseline = await measure({ name: 'GET /bench/bare', url: `${server.baseUrl}/bench/bare` }, seconds);
    const characterRead = await measure({ name: 'GET /api/characters/{id}', url: `${server.baseUrl}/api/characters/${character.id}`, headers }, seconds);
    const marketHeaders = { ...headers, 'x-character-id': String(character.id) };
    const marketData = await measure({ name: 'GET /api/market/data', url: `${server.baseUrl}/api/market/data`, headers: marketHeaders }, seconds);
    const [traders, commodities] = await Promise.all([benchTraders(server), benchCommodities(server)]);
    const buys = await measure({ name: 'POST /api/market/buy', url: `${server.baseUrl}/api/market/buy`, method: 'POST', vary: roundRobinBuys(traders, commodities) }, seconds);
    report(baseline, [
      { figures: characterRead, minRatio: 0.3, maxP99: 50 },
      { figures: marketData, minRatio: 0.3, maxP99: 50 },
      { figures: buys, minRatio: 0.1, maxP99: 100 },
    ]);

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

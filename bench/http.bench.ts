import { loggedInHeaders, startBenchServer } from './support/benchServer';
import { measure, report } from './support/measure';

/**
 * `npm run bench`: req/s and p99 of the game's hot reads against a bare route of the same
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
    report(baseline, [{ figures: characterRead, minRatio: 0.3, maxP99: 50 }]);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run api:conformance`: Stoplight Prism's validating proxy (`prism proxy --errors`) in front of
 * a started server on a throw-away database; the example trader bot and the route fuzz test's
 * requests (a token of every ability) go through it. Prints the operations exercised, the requests
 * by status and every violation; exits 1 on any violation or 5xx. CONFORMANCE_RUNS (default 6)
 * fuzzed requests per operation, CONFORMANCE_SEED to vary them, CONFORMANCE_LANES (default 2, at
 * most 10) lanes of the route table fuzzed side by side.
 */
import { readFile, rm } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { botThroughProxy } from './botThroughProxy';
import { ConformanceLedger } from './conformanceLedger';
import { planConformanceServer, startConformanceServer, type ConformanceServer } from './conformanceServer';
import { fuzzThroughProxy } from './fuzzThroughProxy';
import { startPrismProxy, type PrismProxy } from './prismProxy';

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 6);
const SEED = Number(process.env.CONFORMANCE_SEED ?? 41_2026);
const LANES = Math.min(Math.max(Number(process.env.CONFORMANCE_LANES ?? 2), 1), 10);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function countOperations(document: { paths: Record<string, Record<string, unknown>> }): number {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
  return Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => methods.has(key)).length, 0);
}

const plan = await planConformanceServer();
const proxies: PrismProxy[] = [];
const ledger = new ConformanceLedger();
let server: ConformanceServer | undefined;
let failed: boolean;
try {
  // Prism reads the document from a file while the server starts, side by side; whatever started is stopped below.
  const starts = await Promise.allSettled([
    startConformanceServer(plan).then((up) => (server = up)),
    startPrismProxy({ document: plan.documentFile, upstream: plan.baseUrl, validateRequest: true }).then((proxy) => (proxies[0] = proxy)),
    startPrismProxy({ document: plan.documentFile, upstream: plan.baseUrl, validateRequest: false }).then((proxy) => (proxies[1] = proxy)),
  ]);
  for (const start of starts) if (start.status === 'rejected') throw start.reason;
  const [strict, answersOnly] = proxies as [PrismProxy, PrismProxy];
  server = server!;
  const served = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
  if (!isDeepStrictEqual(served, JSON.parse(await readFile(plan.documentFile, 'utf8')))) throw new Error('the document Prism read is not the one the server serves');
  const operations = countOperations(served);
  const targets = { strict: strict.baseUrl, answersOnly: answersOnly.baseUrl, server: server.baseUrl };
  console.log(`server up at ${server.baseUrl}, Prism at ${strict.baseUrl} and ${answersOnly.baseUrl} (${seconds()})`);
  // The bot's trades and the fuzz lanes side by side: each acts as players of its own.
  const [run] = await Promise.all([
    botThroughProxy(server.app, targets, server.credentials.key, ledger, 2).then((bot) => {
      console.log(`the trader bot made ${bot.legs.length} trades through Prism (${seconds()})`);
      return bot;
    }),
    fuzzThroughProxy(server.app, targets, ledger, RUNS, SEED, LANES),
  ]);
  console.log(`fuzzed ${RUNS} requests per operation through Prism in ${LANES} lanes, and the bot traded ${run.legs.length} times (${seconds()})`);
  const lines = ledger.summary(operations);
  console.log(lines.join('\n'));
  failed = ledger.findings.length > 0;
} catch (error) {
  console.error(error);
  for (const proxy of proxies.filter(Boolean)) console.error(`Prism at ${proxy.baseUrl} said last:\n${proxy.log.slice(-15).join('\n')}`);
  failed = true;
} finally {
  await Promise.all(proxies.filter(Boolean).map((proxy) => proxy.stop()));
  if (server) await server.stop();
  else await rm(plan.storageDir, { recursive: true, force: true });
}
console.log(`api:conformance ${failed ? 'FAILED' : 'passed'} in ${seconds()}`);
process.exit(failed ? 1 : 0);

/**
 * `npm run api:conformance`: Stoplight Prism's validating proxy (`prism proxy --errors`) in front of
 * a started server on a throw-away database; the example trader bot and the route fuzz test's
 * requests (a token of every ability) go through it. Prints the operations exercised, the requests
 * by status and every violation; exits 1 on any violation or 5xx. CONFORMANCE_RUNS (default 6)
 * fuzzed requests per operation, CONFORMANCE_SEED to vary them.
 */
import { botThroughProxy } from './botThroughProxy';
import { ConformanceLedger } from './conformanceLedger';
import { startConformanceServer } from './conformanceServer';
import { fuzzThroughProxy } from './fuzzThroughProxy';
import { startPrismProxy, type PrismProxy } from './prismProxy';

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 6);
const SEED = Number(process.env.CONFORMANCE_SEED ?? 41_2026);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function countOperations(document: { paths: Record<string, Record<string, unknown>> }): number {
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
  return Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => methods.has(key)).length, 0);
}

const server = await startConformanceServer();
const proxies: PrismProxy[] = [];
const ledger = new ConformanceLedger();
let failed: boolean;
try {
  const document = `${server.baseUrl}/api/openapi.json`;
  const operations = countOperations(await (await fetch(document)).json());
  console.log(`server up at ${server.baseUrl} (${seconds()}); starting Prism`);
  const [strict, answersOnly] = await Promise.all([
    startPrismProxy({ document, upstream: server.baseUrl, validateRequest: true }),
    startPrismProxy({ document, upstream: server.baseUrl, validateRequest: false }),
  ]);
  proxies.push(strict, answersOnly);
  const targets = { strict: strict.baseUrl, answersOnly: answersOnly.baseUrl, server: server.baseUrl };
  console.log(`Prism listening at ${strict.baseUrl} and ${answersOnly.baseUrl} (${seconds()})`);
  const run = await botThroughProxy(server.app, targets, server.credentials.key, ledger, 2);
  console.log(`the trader bot made ${run.legs.length} trades through Prism (${seconds()})`);
  await fuzzThroughProxy(server.app, targets, ledger, RUNS, SEED);
  console.log(`fuzzed ${RUNS} requests per operation through Prism (${seconds()})`);
  const lines = ledger.summary(operations);
  console.log(lines.join('\n'));
  failed = ledger.findings.length > 0;
} catch (error) {
  console.error(error);
  for (const proxy of proxies) console.error(`Prism at ${proxy.baseUrl} said last:\n${proxy.log.slice(-15).join('\n')}`);
  failed = true;
} finally {
  await Promise.all(proxies.map((proxy) => proxy.stop()));
  await server.stop();
}
console.log(`api:conformance ${failed ? 'FAILED' : 'passed'} in ${seconds()}`);
process.exit(failed ? 1 : 0);

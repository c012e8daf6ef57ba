import type { PairedFigures } from './interleave';
import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Scenario {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (who sends it, what it asks for): autocannon's setupRequest. */
  vary?: (request: autocannon.Request) => autocannon.Request;
}

/** Runs autocannon against one scenario (10 connections by default) and keeps the figures that matter. */
export async function measure(scenario: Scenario, seconds = 5, connections = 10): Promise<Figures> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    body: scenario.body,
    requests: scenario.vary ? [{ setupRequest: scenario.vary }] : undefined,
    connections,
    duration: seconds,
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A scenario's targets against the bare route (issue 13). */
export interface Target {
  minRatio: number;
  maxP99: number;
}

const line = (f: Figures) =>
  `${f.name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors + f.non2xx}`;

/**
 * Prints each scenario's median run, its median ratio to the bare route over the interleaved
 * pairs (each pair's ratio in brackets) and the verdict against its target, if it has one.
 */
export function reportPaired(results: Array<{ paired: PairedFigures; target?: Target }>): void {
  for (const { paired, target } of results) {
    const bare = paired.baselines.map((b) => b.requestsPerSecond.toFixed(0)).join(' / ');
    const pairs = paired.ratios.map((r) => r.toFixed(2)).join(', ');
    const verdict = target
      ? paired.medianRatio >= target.minRatio && paired.median.p99 <= target.maxP99
        ? `meets target (≥ ${target.minRatio}, p99 ≤ ${target.maxP99} ms)`
        : `MISSES target (≥ ${target.minRatio}, p99 ≤ ${target.maxP99} ms)`
      : 'no target';
    console.log(`${line(paired.median)}  ratio ${paired.medianRatio.toFixed(2)} [${pairs}]  ${verdict}`);
    console.log(`${''.padEnd(34)} bare runs ${bare} req/s`);
  }
}

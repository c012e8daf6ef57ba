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

/** Prints one line per scenario and its ratio to the baseline's throughput. */
export function report(baseline: Figures, others: Array<{ figures: Figures; minRatio: number; maxP99: number }>): void {
  const line = (f: Figures, extra = '') =>
    `${f.name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors + f.non2xx}${extra}`;
  console.log(line(baseline, '  (baseline)'));
  for (const { figures, minRatio, maxP99 } of others) {
    const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
    const verdict = ratio >= minRatio && figures.p99 <= maxP99 ? 'meets target' : 'MISSES target';
    console.log(line(figures, `  ratio ${ratio.toFixed(2)} (target ≥ ${minRatio}, p99 ≤ ${maxP99} ms): ${verdict}`));
  }
}

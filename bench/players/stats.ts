/** Percentiles of latency samples (ms). */
export function percentile(sorted: Float64Array | readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export function sortedSamples(samples: readonly number[]): Float64Array {
  return Float64Array.from(samples).sort();
}

/** What one simulator process saw during one step, sent to the coordinator. */
export interface StepSamples {
  /** Latency (ms) of every answered request, by route group. */
  latencies: Record<string, number[]>;
  /** Requests that failed: 5xx, 429, network errors and timeouts, by group. */
  errors: Record<string, number>;
  /** Requests the game refused (another 4xx): a flaw in the player model, listed apart. */
  refused: Record<string, number>;
  /** A few sample failures, to say what went wrong. */
  errorSamples: string[];
  /** From an act's send to each of its realtime events' arrival on the player's socket (ms). */
  realtime: number[];
  /** Events an act named (X-Event-Ids) that had not arrived 10 s after the act. */
  realtimeLost: number;
  /** Players whose socket is subscribed. */
  subscribed: number;
}

export function emptySamples(): StepSamples {
  return { latencies: {}, errors: {}, refused: {}, errorSamples: [], realtime: [], realtimeLost: 0, subscribed: 0 };
}

/** Adds `more` into `into`. */
export function mergeSamples(into: StepSamples, more: StepSamples): StepSamples {
  for (const [group, values] of Object.entries(more.latencies)) (into.latencies[group] ??= []).push(...values);
  for (const [group, n] of Object.entries(more.errors)) into.errors[group] = (into.errors[group] ?? 0) + n;
  for (const [group, n] of Object.entries(more.refused)) into.refused[group] = (into.refused[group] ?? 0) + n;
  into.errorSamples.push(...more.errorSamples.slice(0, 5 - into.errorSamples.length));
  into.realtime.push(...more.realtime);
  into.realtimeLost += more.realtimeLost;
  into.subscribed += more.subscribed;
  return into;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** Totals of a step: requests, errors, the all-request p50/p99. */
export function totals(samples: StepSamples): { requests: number; errors: number; refused: number; p50: number; p99: number } {
  const all = sortedSamples(Object.values(samples.latencies).flat());
  return { requests: all.length + sum(Object.values(samples.errors)), errors: sum(Object.values(samples.errors)), refused: sum(Object.values(samples.refused)), p50: percentile(all, 0.5), p99: percentile(all, 0.99) };
}

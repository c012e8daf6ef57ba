import { measure, type Figures, type Scenario } from './measure';

/** One scenario measured in turn with the baseline: bare, X, bare, X, bare, X. */
export interface PairedFigures {
  name: string;
  baselines: Figures[];
  runs: Figures[];
  /** X ÷ bare for each adjacent pair, in run order. */
  ratios: number[];
  /** The median of the pairs' ratios: a burst of load from elsewhere spoils one pair, not the figure. */
  medianRatio: number;
  /** The median run's figures (req/s, p50, p99), by ratio. */
  median: Figures;
}

export const PAIRS = 3;

function medianIndex(values: readonly number[]): number {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor(order.length / 2)]!.index;
}

/**
 * Measures `scenario` interleaved with `baseline`, PAIRS times, so both see the same machine
 * within seconds of each other; the ratio of each pair is robust to load that comes and goes.
 */
export async function measurePaired(baseline: Scenario, scenario: Scenario, seconds: number): Promise<PairedFigures> {
  const baselines: Figures[] = [];
  const runs: Figures[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    baselines.push(await measure(baseline, seconds));
    runs.push(await measure(scenario, seconds));
  }
  const ratios = runs.map((run, i) => run.requestsPerSecond / baselines[i]!.requestsPerSecond);
  const middle = medianIndex(ratios);
  return { name: scenario.name, baselines, runs, ratios, medianRatio: ratios[middle]!, median: runs[middle]! };
}

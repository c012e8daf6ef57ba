import { stepTraffic, type TrafficTick } from './trafficStep';
import type { TrafficWorld } from './trafficWorld';
import type { TrafficState } from './trafficTypes';

/**
 * A fresh galaxy opens with this many of the clock's steps already flown (two game hours): its
 * fleet is met mid-run, spread over the lanes and the systems, and its first trades are on the
 * books. Short on purpose: a whole game day of NPC trading flattened every route from the
 * starting system, leaving a newcomer no profitable first run.
 */
export const OPENING_STEPS = 3;
/** The opening's step: the galaxy clock's tick in game minutes (a real minute at the travel pace). */
export const OPENING_STEP_MINUTES = 40;

/** What the opening did, as one tick, and how many game minutes before its end each trade was made. */
export interface Opening {
  tick: TrafficTick;
  gameMinutesAgo: number[];
}

/**
 * Flies a fresh fleet through the galaxy's opening hours (pure and seeded like every tick, so every
 * fresh galaxy of a seed opens the same): `steps` steps of the clock, each trading on the stocks
 * the previous ones left, gathered into one tick whose trades are dated by when they were made.
 */
export function flyOpeningHours(world: TrafficWorld, fleet: TrafficState, stocks: ReadonlyMap<number, number>, steps = OPENING_STEPS, stepMinutes = OPENING_STEP_MINUTES): Opening {
  let state = fleet;
  const shelves = new Map(stocks);
  const gathered: TrafficTick = { state, trades: [], stockDeltas: new Map(), consumed: 0, started: [], ended: [], danger: new Map() };
  const gameMinutesAgo: number[] = [];
  for (let step = 0; step < steps; step++) {
    const tick = stepTraffic(world, state, shelves, stepMinutes);
    for (const [id, delta] of tick.stockDeltas) {
      shelves.set(id, (shelves.get(id) ?? 0) + delta);
      gathered.stockDeltas.set(id, (gathered.stockDeltas.get(id) ?? 0) + delta);
    }
    gathered.trades.push(...tick.trades);
    for (const _ of tick.trades) gameMinutesAgo.push((steps - 1 - step) * stepMinutes);
    gathered.started.push(...tick.started);
    gathered.ended.push(...tick.ended);
    gathered.consumed += tick.consumed;
    gathered.danger = tick.danger;
    state = tick.state;
  }
  for (const [id, delta] of gathered.stockDeltas) if (delta === 0) gathered.stockDeltas.delete(id);
  return { tick: { ...gathered, state }, gameMinutesAgo };
}

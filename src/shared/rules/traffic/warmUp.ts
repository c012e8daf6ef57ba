import { spawnTraffic } from './spawnTraffic';
import { stepTraffic, type TrafficTick } from './trafficStep';
import { GAME_DAY_MINUTES } from './trafficTunables';
import type { TrafficWorld } from './trafficWorld';
import type { NpcTrade } from './trafficTypes';

/** A fresh galaxy opens with this much game time already flown, so its markets are busy at once. */
export const WARM_UP_GAME_MINUTES = GAME_DAY_MINUTES;
/** The warm-up's step: the galaxy clock's tick in game minutes (a real minute at the travel pace). */
export const WARM_UP_STEP_MINUTES = 40;

/** A trade of the warm-up, and how many game minutes before the warm-up's end it was made. */
export interface WarmTrade {
  trade: NpcTrade;
  gameMinutesAgo: number;
}

/** The opening fleet after its warm-up: the whole warm-up as one tick, its trades dated. */
export interface WarmUp {
  tick: TrafficTick;
  dated: WarmTrade[];
}

/**
 * A fresh galaxy's first game day, flown before its first tick (pure and seeded by the galaxy
 * seed, so every fresh galaxy of a seed opens the same): the fleet spawns, then steps
 * `gameMinutes` as the clock would, trading on the stocks given. A new player's dashboard then
 * shows a day's activity in the galaxy's first minute.
 */
export function warmUp(world: TrafficWorld, stocks: ReadonlyMap<number, number>, gameMinutes = WARM_UP_GAME_MINUTES, step = WARM_UP_STEP_MINUTES): WarmUp {
  let state = spawnTraffic(world);
  const shelves = new Map(stocks);
  const stockDeltas = new Map<number, number>();
  const dated: WarmTrade[] = [];
  const started: TrafficTick['started'] = [];
  const ended: TrafficTick['ended'] = [];
  let consumed = 0;
  let danger = new Map<number, number>();
  for (let flown = 0; flown < gameMinutes; flown += step) {
    const minutes = Math.min(step, gameMinutes - flown);
    const tick = stepTraffic(world, state, shelves, minutes);
    for (const [id, delta] of tick.stockDeltas) {
      shelves.set(id, (shelves.get(id) ?? 0) + delta);
      stockDeltas.set(id, (stockDeltas.get(id) ?? 0) + delta);
    }
    for (const trade of tick.trades) dated.push({ trade, gameMinutesAgo: gameMinutes - flown - minutes });
    started.push(...tick.started);
    ended.push(...tick.ended);
    consumed += tick.consumed;
    danger = tick.danger;
    state = tick.state;
  }
  for (const [id, delta] of stockDeltas) if (delta === 0) stockDeltas.delete(id);
  return { tick: { state, trades: dated.map((d) => d.trade), stockDeltas, consumed, started, ended, danger }, dated };
}

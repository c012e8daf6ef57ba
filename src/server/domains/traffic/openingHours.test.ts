import { describe, expect, it } from 'vitest';
import { flyOpeningHours, OPENING_STEP_MINUTES, OPENING_STEPS } from '../../../shared/rules/traffic/openingHours';
import { spawnTraffic } from '../../../shared/rules/traffic/spawnTraffic';
import { stepTraffic } from '../../../shared/rules/traffic/trafficStep';
import { DEFAULT_TRAFFIC_TUNABLES } from '../../../shared/rules/traffic/trafficTunables';
import type { TrafficState } from '../../../shared/rules/traffic/trafficTypes';
import { generatedWorld } from './generatedWorld';

const held = (state: TrafficState) => state.ships.reduce((sum, ship) => sum + (ship.cargo?.quantity ?? 0), 0);
const shelved = (stocks: ReadonlyMap<number, number>) => [...stocks.values()].reduce((a, b) => a + b, 0);

describe("a fresh galaxy's opening hours", () => {
  const { world, stocks } = generatedWorld('opening', 24, DEFAULT_TRAFFIC_TUNABLES);
  const fleet = spawnTraffic(world);

  it('are the clock’s own steps one after another, each on the stocks the last one left, gathered into one tick', () => {
    const opening = flyOpeningHours(world, fleet, stocks);
    let state = fleet;
    const shelves = new Map(stocks);
    const trades = [];
    const ago: number[] = [];
    for (let step = 0; step < OPENING_STEPS; step++) {
      const tick = stepTraffic(world, state, shelves, OPENING_STEP_MINUTES);
      for (const [id, delta] of tick.stockDeltas) shelves.set(id, (shelves.get(id) ?? 0) + delta);
      trades.push(...tick.trades);
      ago.push(...tick.trades.map(() => (OPENING_STEPS - 1 - step) * OPENING_STEP_MINUTES));
      state = tick.state;
    }
    expect(opening.tick.state).toEqual(state);
    expect(opening.tick.trades).toEqual(trades);
    expect(opening.gameMinutesAgo).toEqual(ago);
    for (const [id, stock] of shelves) expect((stocks.get(id) ?? 0) + (opening.tick.stockDeltas.get(id) ?? 0)).toBe(stock);
    expect([...opening.tick.stockDeltas.values()].every((delta) => delta !== 0)).toBe(true);
  });

  it('trade real lots in every corner of the galaxy, conserving stock, and leave the fleet mid-run all over the lanes', () => {
    const { tick } = flyOpeningHours(world, fleet, stocks);
    const after = new Map(stocks);
    for (const [id, delta] of tick.stockDeltas) after.set(id, (after.get(id) ?? 0) + delta);
    expect(shelved(after) + held(tick.state)).toBe(shelved(stocks) + held(fleet) - tick.consumed);
    expect(new Set(tick.trades.filter((t) => t.side === 'sell').map((t) => t.systemId)).size).toBeGreaterThan(world.systems.length / 2);
    const traders = tick.state.ships.filter((s) => s.kind === 'trader');
    expect(traders.some((s) => s.route.length > 0 && s.flown > 0)).toBe(true);
    expect(new Set(traders.map((s) => s.at)).size).toBeGreaterThan(world.systems.length / 2);
    expect(tick.state.tick).toBe(OPENING_STEPS);
    expect(tick.state.minute).toBe(OPENING_STEPS * OPENING_STEP_MINUTES);
  });
});

import { describe, expect, it } from 'vitest';
import { driftDelta } from '../../../shared/rules/market/marketDrift';
import { unitPrice } from '../../../shared/rules/market/marketPrice';
import { createRandom } from '../../../shared/rules/seededRandom';
import { spawnTraffic } from '../../../shared/rules/traffic/spawnTraffic';
import { stepTraffic, type TrafficTick } from '../../../shared/rules/traffic/trafficStep';
import { DEFAULT_TRAFFIC_TUNABLES, GAME_DAY_MINUTES } from '../../../shared/rules/traffic/trafficTunables';
import { forcesBySystem, systemDanger } from '../../../shared/rules/traffic/systemDanger';
import type { TrafficState } from '../../../shared/rules/traffic/trafficTypes';
import { generatedWorld } from './generatedWorld';

const TICK_MS = 60_000;
const GAME_MINUTES_PER_TICK = 40;
const DAYS = 30;

const held = (state: TrafficState) => state.ships.reduce((sum, ship) => sum + (ship.cargo?.quantity ?? 0), 0);
const shelved = (stocks: ReadonlyMap<number, number>) => [...stocks.values()].reduce((a, b) => a + b, 0);

/** 30 game days of a seeded galaxy with no players: the traffic, then the market's drift, each tick as the clock runs them. */
function replay(seed: string, traders = DEFAULT_TRAFFIC_TUNABLES.tradersPerSystem, days = DAYS) {
  const { world, stocks: opening, targets, volatility } = generatedWorld(seed, 24, { ...DEFAULT_TRAFFIC_TUNABLES, tradersPerSystem: traders });
  let stocks = new Map(opening);
  let state = spawnTraffic(world);
  const ticks: TrafficTick[] = [];
  const stockAt: Map<number, number>[] = [new Map(stocks)];
  let leaks = 0;
  for (let t = 0; t < (days * GAME_DAY_MINUTES) / GAME_MINUTES_PER_TICK; t++) {
    const before = shelved(stocks) + held(state);
    const tick = stepTraffic(world, state, stocks, GAME_MINUTES_PER_TICK);
    const next = new Map(stocks);
    for (const [id, delta] of tick.stockDeltas) next.set(id, (next.get(id) ?? 0) + delta);
    // Trades move stock between shelves and holds; only events consume it.
    if (shelved(next) + held(tick.state) !== before - tick.consumed) leaks++;
    const random = createRandom(`${seed}:market-tick:${t}`);
    for (const [id, stock] of next) {
      next.set(id, stock + driftDelta({ stock, target: targets.get(id) ?? stock, volatility: volatility.get(id) ?? 0, elapsedMs: TICK_MS }, random));
    }
    stocks = next;
    state = tick.state;
    ticks.push(tick);
    stockAt.push(new Map(stocks));
  }
  return { world, ticks, stockAt, leaks, state };
}

describe('a seeded galaxy left alone for 30 game days', { timeout: 120_000 }, () => {
  const seed = 'living-galaxy';
  const run = replay(seed);
  const still = replay(seed, 0);
  const priceOf = (marketId: number, stocks: ReadonlyMap<number, number>) => {
    const market = run.world.markets.find((m) => m.id === marketId);
    return market ? unitPrice(market.model, stocks.get(marketId) ?? 0) : 0;
  };

  it('replays exactly from its seed', () => {
    const days = 2;
    const [a, b] = [replay(seed, DEFAULT_TRAFFIC_TUNABLES.tradersPerSystem, days), replay(seed, DEFAULT_TRAFFIC_TUNABLES.tradersPerSystem, days)];
    expect(a.state).toEqual(b.state);
    expect(a.state.ships).toEqual(run.ticks[a.ticks.length - 1]?.state.ships);
    expect(a.stockAt[a.ticks.length]).toEqual(run.stockAt[a.ticks.length]);
  });

  it('trades from the first tick and conserves stock: trades only move units between shelves and holds', () => {
    expect(run.ticks[0]?.trades.length).toBeGreaterThan(0);
    expect(run.leaks).toBe(0);
    const bought = run.ticks.flatMap((t) => t.trades).filter((t) => t.side === 'buy').length;
    expect(bought).toBeGreaterThan(500);
  });

  it('raises the price of a surplus that traders buy, against the same galaxy without traders', () => {
    const firstDay = run.ticks.slice(0, GAME_DAY_MINUTES / GAME_MINUTES_PER_TICK).flatMap((t) => t.trades);
    const boughtUnits = new Map<number, number>();
    for (const t of firstDay) if (t.side === 'buy') boughtUnits.set(t.marketId, (boughtUnits.get(t.marketId) ?? 0) + t.quantity);
    const [busiest] = [...boughtUnits].sort((a, b) => b[1] - a[1])[0] ?? [];
    expect(busiest).toBeDefined();
    const id = busiest as number;
    const day = GAME_DAY_MINUTES / GAME_MINUTES_PER_TICK;
    expect(priceOf(id, run.stockAt[day]!)).toBeGreaterThan(priceOf(id, still.stockAt[day]!));
    // …and the buyers' systems see the goods arrive: sold units land on other shelves.
    const soldAt = new Set(firstDay.filter((t) => t.side === 'sell' && t.commodityId === run.world.markets[id - 1]?.commodityId).map((t) => t.systemId));
    expect(soldAt.size).toBeGreaterThan(0);
  });

  it('moves danger with pirates and patrols', () => {
    const dangerSeries = run.ticks.map((t) => [...t.danger.values()].join(','));
    expect(new Set(dangerSeries).size).toBeGreaterThan(10);
    const pirates = (tick: TrafficTick) => tick.state.ships.filter((s) => s.kind === 'pirate');
    const homes = new Set(run.ticks.flatMap((t) => pirates(t).map((p) => p.at)));
    expect(homes.size).toBeGreaterThan(1);
    // A pirate group lost ships to patrols at least once.
    const losses = run.ticks.slice(1).some((t, i) => pirates(t).some((p) => p.strength < (pirates(run.ticks[i]!).find((q) => q.id === p.id)?.strength ?? 0)));
    expect(losses).toBe(true);
    // Where pirates sit docked with no patrol and no event, danger is above the system's own.
    const last = run.ticks[run.ticks.length - 1]!;
    const docked = pirates(last).find((p) => p.route.length === 0 && p.strength > 0 && !last.state.ships.some((s) => s.kind === 'patrol' && s.at === p.at && s.route.length === 0) && !last.state.events.some((e) => e.systemId === p.at));
    if (docked) {
      const base = run.world.systems.find((s) => s.id === docked.at)!.baseDanger;
      expect(last.danger.get(docked.at)).toBe(Math.min(10, base + docked.strength));
    }
  });

  it('breaks out every kind of event, each with its effect', () => {
    const started = run.ticks.flatMap((t, i) => t.started.map((e) => ({ e, at: i })));
    expect(new Set(started.map((s) => s.e.kind))).toEqual(new Set(['shortage', 'boom', 'blockade', 'festival']));
    for (const { e, at } of started) {
      expect(e.endMinute - e.startMinute).toBeGreaterThanOrEqual(2 * GAME_DAY_MINUTES);
      const during = run.ticks.slice(at, at + 10);
      if (e.kind === 'blockade') {
        expect(during.flatMap((t) => t.trades).filter((t) => t.systemId === e.systemId)).toEqual([]);
        const base = run.world.systems.find((s) => s.id === e.systemId)!.baseDanger;
        const forces = forcesBySystem(during[0]!.state.ships).get(e.systemId) ?? { pirates: 0, patrols: 0 };
        expect(during[0]!.danger.get(e.systemId)).toBe(systemDanger(base, forces.pirates, forces.patrols, 3));
      }
      if (e.kind === 'shortage') {
        const market = run.world.markets.find((m) => m.systemId === e.systemId && m.commodityId === e.commodityId)!;
        expect(priceOf(market.id, run.stockAt[at + 30]!)).toBeGreaterThan(priceOf(market.id, run.stockAt[at]!));
      }
      if (e.kind === 'boom' || e.kind === 'festival') expect(during.reduce((sum, t) => sum + t.consumed, 0)).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buyQuote } from '../market/marketQuote';
import { flyShip, laneProgress } from './npcFlight';
import { affordableQuantity, planTrade, StockBook } from './traderPlan';
import { DEFAULT_TRAFFIC_TUNABLES } from './trafficTunables';
import { prepareWorld } from './trafficWorld';
import type { NpcShip, TrafficMarket } from './trafficTypes';

const model = { basePrice: 100, referenceStock: 1000, elasticity: 0.6 };
const markets: TrafficMarket[] = [
  { id: 1, systemId: 1, commodityId: 5, category: 'food', model },
  { id: 2, systemId: 2, commodityId: 5, category: 'food', model },
  { id: 3, systemId: 3, commodityId: 5, category: 'food', model },
];
const world = prepareWorld('t', { systems: [1, 2, 3].map((id) => ({ id, x: id * 20, y: 0, baseDanger: 1 })), lanes: [{ from: 1, to: 2, length: 20 }, { from: 2, to: 3, length: 20 }] }, markets, [], DEFAULT_TRAFFIC_TUNABLES);
const trader = (credits = 100_000): NpcShip => ({ id: 1, kind: 'trader', at: 1, route: [], flown: 0, speed: 5, hold: 100, credits, cargo: null, strength: 1, rest: 0 });

describe('planTrade', () => {
  it('buys where the commodity is cheap and flies to where it is dear', () => {
    const plan = planTrade(world, trader(), new StockBook(world, new Map([[1, 3000], [2, 1000], [3, 300]])), new Set());
    expect(plan?.market.id).toBe(1);
    expect(plan?.path.path).toEqual([1, 2, 3]);
    expect(plan?.quantity).toBe(100);
    expect(plan?.total).toBe(buyQuote(model, 3000, 100).total);
  });

  it('flies nowhere when the margin is thin, or when a blockade closes the way', () => {
    expect(planTrade(world, trader(), new StockBook(world, new Map([[1, 1000], [2, 980], [3, 990]])), new Set())).toBeNull();
    expect(planTrade(world, trader(), new StockBook(world, new Map([[1, 3000], [2, 3000], [3, 300]])), new Set([2]))).toBeNull();
  });

  it('buys no more than its appetite of the stock and what its credits pay for', () => {
    expect(affordableQuantity(markets[0]!, 500, trader(), 0.06).quantity).toBe(30);
    const poor = affordableQuantity(markets[0]!, 3000, trader(1000), 1);
    expect(poor.total).toBeLessThanOrEqual(1000);
    expect(buyQuote(model, 3000, poor.quantity + 1).total).toBeGreaterThan(1000);
    expect(affordableQuantity(markets[0]!, 3000, trader(10), 1).quantity).toBe(0);
  });
});

describe('flyShip', () => {
  it('flies speed × minutes / 10 along its route, passing through systems and docking at the last', () => {
    const ship = { ...trader(), route: [2, 3] };
    expect(flyShip(ship, world.graph, 20)).toEqual([]);
    expect(laneProgress(ship, world.graph)).toBe(0.5);
    expect(flyShip(ship, world.graph, 40)).toEqual([2]);
    expect(ship.flown).toBe(10);
    expect(flyShip(ship, world.graph, 1000)).toEqual([3]);
    expect(ship.route).toEqual([]);
    expect(laneProgress(ship, world.graph)).toBe(0);
  });
});

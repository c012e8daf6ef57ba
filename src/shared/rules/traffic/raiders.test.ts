import { describe, expect, it } from 'vitest';
import { laneGraph } from '../galaxy/shortestPaths';
import { createRandom } from '../seededRandom';
import { cargoLure, lawlessSystem, MAX_PIRATE_STRENGTH, patrolHeading, pirateHeading, piratesSunk, playerBeatsPirates, regroup } from './raiders';
import { spawnTraffic, PATROL_STRENGTH } from './spawnTraffic';
import { DEFAULT_TRAFFIC_TUNABLES } from './trafficTunables';
import { prepareWorld } from './trafficWorld';
import type { NpcShip } from './trafficTypes';

const graph = laneGraph([{ from: 1, to: 2, length: 10 }, { from: 2, to: 3, length: 10 }]);
const trader = (at: number, route: number[], loaded: boolean): NpcShip => ({ id: at, kind: 'trader', at, route, flown: 0, speed: 5, hold: 50, credits: 0, cargo: loaded ? { commodityId: 1, quantity: 5, cost: 50 } : null, strength: 1, rest: 0 });

describe('pirates and patrols', () => {
  it('lure pirates to where traders dock or fly in, loaded ones twice as much, away from patrols', () => {
    const lure = cargoLure([trader(1, [], false), trader(1, [3], true), trader(3, [], true)]);
    expect(lure.get(1)).toBe(1);
    expect(lure.get(3)).toBe(4);
    expect(pirateHeading(graph, 2, lure, new Map(), createRandom(1))).toBe(3);
    expect(pirateHeading(graph, 2, lure, new Map([[3, 2]]), createRandom(1))).toBe(1);
    expect(patrolHeading(graph, 2, new Map([[1, 3]]), createRandom(1))).toBe(1);
  });

  it('sink pirates where patrols are docked with them, never more than the group', () => {
    expect(piratesSunk(3, 0, 600, createRandom(1))).toBe(0);
    expect(piratesSunk(3, 2, 180, createRandom(1))).toBe(2);
    expect(piratesSunk(3, 2, 10_000, createRandom(1))).toBe(3);
  });

  it('regroup a ship a game day at most, up to the largest group', () => {
    expect(regroup(0, 1440, createRandom(1))).toBe(1);
    expect(regroup(MAX_PIRATE_STRENGTH, 1440, createRandom(1))).toBe(MAX_PIRATE_STRENGTH);
    expect(regroup(1, 0, createRandom(1))).toBe(1);
  });
});

describe('spawnTraffic', () => {
  it('docks the tunable number of traders in every system, pirates in the most lawless, patrols in the safest', () => {
    const systems = [1, 2, 3, 4, 5, 6].map((id) => ({ id, x: id, y: 0, baseDanger: id }));
    const world = prepareWorld('s', { systems, lanes: [] }, [], [{ speed: 4, cargo: 100 }], DEFAULT_TRAFFIC_TUNABLES);
    const state = spawnTraffic(world);
    const traders = state.ships.filter((s) => s.kind === 'trader');
    expect(traders).toHaveLength(6 * DEFAULT_TRAFFIC_TUNABLES.tradersPerSystem);
    expect(traders.every((t) => t.credits === DEFAULT_TRAFFIC_TUNABLES.startingCredits && t.hold === 100 && t.route.length === 0)).toBe(true);
    expect(state.ships.filter((s) => s.kind === 'pirate').map((s) => [s.at, s.strength])).toEqual([[6, MAX_PIRATE_STRENGTH]]);
    expect(state.ships.filter((s) => s.kind === 'patrol').map((s) => [s.at, s.strength])).toEqual([[1, PATROL_STRENGTH]]);
    expect(spawnTraffic(world)).toEqual(state);
  });

  it("lose a ship to a player's won fight, the strongest group docked there first; a broken group scatters to lawless space", () => {
    const pirate = (id: number, at: number, strength: number, route: number[] = []): NpcShip => ({ ...trader(at, route, false), id, kind: 'pirate', strength, hold: 0 });
    const ships = [pirate(1, 2, 1), pirate(2, 2, 3), pirate(3, 2, 3, [3]), pirate(4, 1, 1)];
    const lawless = lawlessSystem([{ id: 1, baseDanger: 2 }, { id: 3, baseDanger: 8 }, { id: 2, baseDanger: 8 }]);
    expect(lawless).toBe(2);
    expect(playerBeatsPirates(ships, 2, 3)).toBe(true);
    expect(ships.map((s) => s.strength)).toEqual([1, 2, 3, 1]);
    expect(playerBeatsPirates(ships, 1, 3)).toBe(true);
    expect(ships[3]).toMatchObject({ strength: 0, at: 3 });
    expect(playerBeatsPirates(ships, 1, 3)).toBe(false);
  });
});

import type { LaneGraph } from '../galaxy/shortestPaths';
import { laneLength } from './trafficWorld';
import type { NpcShip } from './trafficTypes';

/** Distance a ship of `speed` covers in `gameMinutes` (travel takes distance × 10 / speed game minutes). */
export function distanceFlown(speed: number, gameMinutes: number): number {
  return (speed * gameMinutes) / 10;
}

/**
 * Flies a ship along its route for `gameMinutes`: through every system it reaches, stopping at
 * the last (docked: empty route, nothing flown). Returns the systems it reached, in order.
 */
export function flyShip(ship: NpcShip, graph: LaneGraph, gameMinutes: number): number[] {
  const reached: number[] = [];
  let left = distanceFlown(ship.speed, gameMinutes);
  while (ship.route.length > 0 && left > 0) {
    const next = ship.route[0] as number;
    const length = laneLength(graph, ship.at, next);
    const toGo = length - ship.flown;
    if (left < toGo) {
      ship.flown += left;
      break;
    }
    left -= toGo;
    ship.at = next;
    ship.flown = 0;
    ship.route.shift();
    reached.push(next);
  }
  return reached;
}

/** How far along its lane a ship is (0 docked or just left, 1 about to arrive). */
export function laneProgress(ship: Pick<NpcShip, 'at' | 'route' | 'flown'>, graph: LaneGraph): number {
  const next = ship.route[0];
  if (next === undefined) return 0;
  const length = laneLength(graph, ship.at, next);
  return length > 0 ? Math.min(1, ship.flown / length) : 0;
}

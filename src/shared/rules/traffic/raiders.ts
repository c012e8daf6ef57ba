import type { Random } from '../seededRandom';
import type { LaneGraph } from '../galaxy/shortestPaths';
import { GAME_DAY_MINUTES } from './trafficTunables';
import type { NpcShip } from './trafficTypes';

/**
 * Pirates and patrols (GAME_RULES "A living galaxy"): pirate groups drift toward where the
 * cargo is, patrols toward the pirates; where both are docked the pirates lose ships, and a
 * broken group scatters to the most lawless system and regroups there over game days.
 */

/** Game minutes a pirate group or patrol stays before choosing again. */
export const RAIDER_REST_MINUTES = 6 * 60;
/** The largest pirate group. */
export const MAX_PIRATE_STRENGTH = 3;
/** Game minutes for a patrol to sink one pirate ship of a group docked with it. */
export const MINUTES_PER_PIRATE_SUNK = 3 * 60;

/** Cargo traffic per system: traders docked there or flying a lane into it, weighted by what they carry. */
export function cargoLure(ships: readonly NpcShip[]): Map<number, number> {
  const lure = new Map<number, number>();
  for (const ship of ships) {
    if (ship.kind !== 'trader') continue;
    const place = ship.route[0] ?? ship.at;
    lure.set(place, (lure.get(place) ?? 0) + 1 + (ship.cargo ? 1 : 0));
  }
  return lure;
}

/** Of a system and its neighbours, the one scoring highest (a seeded tie-break). */
function bestNear(graph: LaneGraph, at: number, score: (id: number) => number, random: Random): number {
  const options = [at, ...(graph.get(at) ?? []).map((edge) => edge.to)];
  let best = at;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const id of options) {
    const value = score(id) + random.next() * 0.5;
    if (value > bestScore) {
      best = id;
      bestScore = value;
    }
  }
  return best;
}

/** Where a rested pirate group heads: the richest cargo traffic near, away from patrols. */
export function pirateHeading(graph: LaneGraph, at: number, lure: ReadonlyMap<number, number>, patrols: ReadonlyMap<number, number>, random: Random): number {
  return bestNear(graph, at, (id) => (lure.get(id) ?? 0) - 4 * (patrols.get(id) ?? 0), random);
}

/** Where a rested patrol heads: the most pirates near, else a random beat. */
export function patrolHeading(graph: LaneGraph, at: number, pirates: ReadonlyMap<number, number>, random: Random): number {
  return bestNear(graph, at, (id) => 3 * (pirates.get(id) ?? 0), random);
}

/**
 * A pirate group docked with `patrols` patrol ships for `gameMinutes`: the ships it loses
 * (a whole number drawn so the expected loss is patrols × minutes / MINUTES_PER_PIRATE_SUNK).
 */
export function piratesSunk(strength: number, patrols: number, gameMinutes: number, random: Random): number {
  if (patrols <= 0 || strength <= 0) return 0;
  const expected = (patrols * gameMinutes) / MINUTES_PER_PIRATE_SUNK;
  return Math.min(strength, Math.floor(expected + random.next()));
}

/** A group's strength after regrouping for `gameMinutes`: a ship a game day on average, up to the largest group. */
export function regroup(strength: number, gameMinutes: number, random: Random): number {
  const gained = random.next() < Math.min(1, gameMinutes / GAME_DAY_MINUTES) ? 1 : 0;
  return Math.min(MAX_PIRATE_STRENGTH, strength + gained);
}

/**
 * A pirate group loses `sunk` ships (to patrols or to a player who beat them); a broken group's
 * survivors scatter to the most lawless system (`lawlessId`) and regroup there.
 */
export function losePirates(ship: NpcShip, sunk: number, lawlessId: number | undefined): void {
  ship.strength = Math.max(0, ship.strength - sunk);
  if (ship.strength <= 0 && lawlessId !== undefined) {
    ship.at = lawlessId;
    ship.route = [];
    ship.flown = 0;
  }
}

/** Pirate ships one won fight against a system's pirates sinks: a patrol ship's work of three game hours. */
export const PIRATES_SUNK_BY_A_WIN = 1;

/**
 * A player beat the pirates of `systemId`: the strongest pirate group docked there loses
 * PIRATES_SUNK_BY_A_WIN ships, as to a patrol. True when a group was there to lose them.
 */
export function playerBeatsPirates(ships: NpcShip[], systemId: number, lawlessId: number | undefined): boolean {
  const docked = ships.filter((s) => s.kind === 'pirate' && s.at === systemId && s.route.length === 0 && s.strength > 0);
  const strongest = docked.sort((a, b) => b.strength - a.strength || a.id - b.id)[0];
  if (!strongest) return false;
  losePirates(strongest, PIRATES_SUNK_BY_A_WIN, lawlessId);
  return true;
}

/** The most lawless system (highest seeded danger, lowest id on a tie): where broken pirate groups regroup. */
export function lawlessSystem(systems: readonly { id: number; baseDanger: number }[]): number | undefined {
  return [...systems].sort((a, b) => b.baseDanger - a.baseDanger || a.id - b.id)[0]?.id;
}

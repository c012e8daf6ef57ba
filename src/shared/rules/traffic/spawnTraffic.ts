import { createRandom } from '../seededRandom';
import { MAX_PIRATE_STRENGTH } from './raiders';
import type { TrafficWorld } from './trafficWorld';
import type { NpcShip, TrafficState } from './trafficTypes';

/** Patrol groups fly two ships. */
export const PATROL_STRENGTH = 2;

/**
 * The fleet a galaxy opens with (seeded by the galaxy seed): `tradersPerSystem` traders docked in
 * every system with a hull from the ship templates and their starting credits, so trades happen
 * on the first tick; pirate groups in the most lawless systems; patrols in the safest.
 */
export function spawnTraffic(world: TrafficWorld): TrafficState {
  const random = createRandom(`${world.seed}:traffic-fleet`);
  const { tunables, systems, hulls } = world;
  const ships: NpcShip[] = [];
  const add = (ship: Omit<NpcShip, 'id' | 'route' | 'flown' | 'cargo'>) => ships.push({ ...ship, id: ships.length + 1, route: [], flown: 0, cargo: null });
  for (let round = 0; round < tunables.tradersPerSystem; round++) {
    for (const system of systems) {
      const hull = hulls.length > 0 ? random.pick(hulls) : { speed: 5, cargo: 60 };
      add({ kind: 'trader', at: system.id, speed: hull.speed, hold: hull.cargo, credits: tunables.startingCredits, strength: 1, rest: 0 });
    }
  }
  const byDanger = [...systems].sort((a, b) => b.baseDanger - a.baseDanger || a.id - b.id);
  const groups = (per: number) => Math.max(1, Math.floor(systems.length / per));
  for (let i = 0; i < groups(tunables.systemsPerPirateGroup) && byDanger.length > 0; i++) {
    const home = byDanger[i % byDanger.length];
    if (home) add({ kind: 'pirate', at: home.id, speed: 6, hold: 0, credits: 0, strength: MAX_PIRATE_STRENGTH, rest: random.int(0, 360) });
  }
  for (let i = 0; i < groups(tunables.systemsPerPatrol) && byDanger.length > 0; i++) {
    const home = byDanger[byDanger.length - 1 - (i % byDanger.length)];
    if (home) add({ kind: 'patrol', at: home.id, speed: 7, hold: 0, credits: 0, strength: PATROL_STRENGTH, rest: random.int(0, 360) });
  }
  return { tick: 0, minute: 0, ships, events: [], nextEventId: 1 };
}

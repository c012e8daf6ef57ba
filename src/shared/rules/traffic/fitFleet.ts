import { createRandom } from '../seededRandom';
import { MAX_PIRATE_STRENGTH } from './raiders';
import { PATROL_STRENGTH } from './spawnTraffic';
import type { TrafficWorld } from './trafficWorld';
import type { NpcKind, NpcShip, TrafficState } from './trafficTypes';

/** Ships of a kind the tunables ask for in this world (raider groups: one per so many systems, at least one). */
export function wantedShips(world: TrafficWorld, kind: NpcKind): number {
  const { tunables, systems } = world;
  if (kind === 'trader') return tunables.tradersPerSystem * systems.length;
  const per = kind === 'pirate' ? tunables.systemsPerPirateGroup : tunables.systemsPerPatrol;
  return systems.length === 0 ? 0 : Math.max(1, Math.floor(systems.length / per));
}

/**
 * The fleet brought to what the tunables ask (a content admin changed them): missing ships join
 * docked in the systems in turn (seeded by the tick), extra ones leave once docked with an empty
 * hold, newest first, so no cargo vanishes; a busy one leaves at a later tick.
 */
export function fitFleet(world: TrafficWorld, state: TrafficState): TrafficState {
  const random = createRandom(`${world.seed}:fleet-fit:${state.tick}`);
  let ships = state.ships;
  let nextId = Math.max(0, ...ships.map((s) => s.id)) + 1;
  for (const kind of ['trader', 'pirate', 'patrol'] as const) {
    const mine = ships.filter((s) => s.kind === kind);
    const wanted = wantedShips(world, kind);
    if (mine.length > wanted) {
      const idle = mine.filter((s) => s.route.length === 0 && !s.cargo).sort((a, b) => b.id - a.id);
      const leaving = new Set(idle.slice(0, mine.length - wanted).map((s) => s.id));
      ships = ships.filter((s) => !leaving.has(s.id));
    }
    for (let n = mine.length; n < wanted && world.systems.length > 0; n++) {
      const system = world.systems[n % world.systems.length]!;
      const hull = kind === 'trader' && world.hulls.length > 0 ? random.pick(world.hulls) : { speed: kind === 'pirate' ? 6 : 7, cargo: 0 };
      const strength = kind === 'trader' ? 1 : kind === 'pirate' ? MAX_PIRATE_STRENGTH : PATROL_STRENGTH;
      const ship: NpcShip = { id: nextId++, kind, at: system.id, route: [], flown: 0, speed: hull.speed, hold: kind === 'trader' ? hull.cargo : 0, credits: kind === 'trader' ? world.tunables.startingCredits : 0, cargo: null, strength, rest: 0 };
      ships = [...ships, ship];
    }
  }
  return ships === state.ships ? state : { ...state, ships };
}

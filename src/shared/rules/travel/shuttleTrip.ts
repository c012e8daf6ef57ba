/**
 * Local shuttles between the shuttleports of one star system (GAME_RULES decisions): a hop to
 * another settlement of the same planet, or a flight to another planet priced by how many
 * orbits apart the two planets are. Shuttles are public transport: they cost a fare, not fuel.
 */

/** Where a shuttleport is: its planet (with its orbit) and its settlement. */
export interface ShuttleStop {
  planetId: number;
  orbitIndex: number;
  locationId: number;
}

export interface ShuttleTrip {
  /** Game minutes. */
  minutes: number;
  /** Fare in credits. */
  cost: number;
}

// Game minutes: in-system hops are short beside a hyperspace jump (40 minutes to a neighbour),
// so at the galaxy's pace (pacing.ts) a shuttle ride lasts seconds: 9 s for a hop, 45 s at most.
const SAME_PLANET: ShuttleTrip = { minutes: 6, cost: 75 };
const OTHER_PLANET_BASE: ShuttleTrip = { minutes: 10, cost: 150 };
const PER_ORBIT: ShuttleTrip = { minutes: 5, cost: 75 };

/** Time and fare of a shuttle between two stops of one system. */
export function shuttleTrip(from: ShuttleStop, to: ShuttleStop): ShuttleTrip {
  if (from.planetId === to.planetId) return { ...SAME_PLANET };
  const orbits = Math.max(1, Math.abs(from.orbitIndex - to.orbitIndex));
  return {
    minutes: OTHER_PLANET_BASE.minutes + PER_ORBIT.minutes * orbits,
    cost: OTHER_PLANET_BASE.cost + PER_ORBIT.cost * orbits,
  };
}

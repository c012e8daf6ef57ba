import { createRandom, type Random } from '../../../shared/rules/seededRandom';
import type { PlaceType } from '../schema';
import { buildLanes, distance, type Lane, type Point } from './lanes';
import {
  districtName,
  locationName,
  placeName,
  planetDescription,
  planetName,
  planetTypes,
  systemDescription,
  uniqueName,
} from './names';

export interface GeneratedPlace {
  name: string;
  type: PlaceType;
}
export interface GeneratedLocation {
  name: string;
  places: GeneratedPlace[];
}
export interface GeneratedDistrict {
  name: string;
  locations: GeneratedLocation[];
}
export interface GeneratedPlanet {
  name: string;
  type: string;
  seed: number;
  description: string;
  districts: GeneratedDistrict[];
}
export interface GeneratedSystem extends Point {
  name: string;
  dangerLevel: number;
  fuelCost: number;
  description: string;
  isStarting: boolean;
  planets: GeneratedPlanet[];
}
export interface GeneratedGalaxy {
  systems: GeneratedSystem[];
  lanes: Lane[];
}

/** Side of the square plane systems are placed on, in distance units. */
export const GALAXY_EXTENT = 100;

function placePoints(random: Random, count: number): Point[] {
  // Keep systems apart so lanes have length and the map reads well; relax if the plane fills up.
  let minGap = (GALAXY_EXTENT / Math.sqrt(count)) * 0.55;
  const points: Point[] = [];
  let misses = 0;
  while (points.length < count) {
    const candidate = {
      x: Math.round(random.next() * GALAXY_EXTENT * 10) / 10,
      y: Math.round(random.next() * GALAXY_EXTENT * 10) / 10,
    };
    if (points.every((p) => distance(p, candidate) >= minGap)) {
      points.push(candidate);
      misses = 0;
    } else if (++misses > 200) {
      minGap *= 0.9;
      misses = 0;
    }
  }
  return points;
}

function generatePlaces(random: Random, location: string): GeneratedPlace[] {
  const types: PlaceType[] = ['shuttleport', 'market'];
  if (random.next() < 0.7) types.push('cantina');
  if (random.next() < 0.6) types.push('shop');
  return types.map((type) => ({ type, name: placeName(random, type, location) }));
}

/**
 * Every location of the starting system gets a cantina (appended, drawing no random number, so
 * the rest of the galaxy stays the same): a newcomer can walk to one where it lands and perform.
 */
function withCantinaEverywhere(system: GeneratedSystem): void {
  for (const location of system.planets.flatMap((planet) => planet.districts.flatMap((district) => district.locations))) {
    if (!location.places.some((place) => place.type === 'cantina')) location.places.push({ type: 'cantina', name: `${location.name.split(' ')[0] ?? location.name} Cantina` });
  }
}

function generatePlanet(random: Random, system: string, orbitIndex: number): GeneratedPlanet {
  const type = random.pick(planetTypes);
  const name = planetName(system, orbitIndex);
  const districts = Array.from({ length: random.int(1, 2) }, () => {
    const locations = Array.from({ length: random.int(1, 2) }, () => {
      const location = locationName(random);
      return { name: location, places: generatePlaces(random, location) };
    });
    return { name: districtName(random, name), locations };
  });
  return { name, type, seed: random.int(1, 2 ** 31 - 1), description: planetDescription(type), districts };
}

/**
 * The deterministic galaxy of GAME_RULES "Galaxy": `count` systems on a plane, danger 1-10,
 * fuel cost per distance unit, 1-5 planets down to places, joined by non-crossing lanes.
 * The same seed always yields the same galaxy.
 */
export function generateGalaxy(seed: string, count = 24): GeneratedGalaxy {
  const random = createRandom(seed);
  const points = placePoints(random, count);
  const taken = new Set<string>();
  const systems = points.map((point): GeneratedSystem => {
    const name = uniqueName(random, taken);
    const dangerLevel = random.int(1, 10);
    const planets = Array.from({ length: random.int(1, 5) }, (_, orbit) => generatePlanet(random, name, orbit));
    return {
      ...point,
      name,
      dangerLevel,
      fuelCost: Math.round((0.8 + random.next() * 1.2) * 100) / 100,
      description: systemDescription(name, dangerLevel, planets.length),
      isStarting: false,
      planets,
    };
  });
  // New pilots start in the safest system (the nearest the centre wins a tie).
  const centre = { x: GALAXY_EXTENT / 2, y: GALAXY_EXTENT / 2 };
  const start = [...systems].sort((a, b) => a.dangerLevel - b.dangerLevel || distance(a, centre) - distance(b, centre))[0];
  if (start) {
    start.isStarting = true;
    withCantinaEverywhere(start);
  }
  return { systems, lanes: buildLanes(points) };
}

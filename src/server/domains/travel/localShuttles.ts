import type { Kysely } from 'kysely';
import type { ShuttleOption } from '../../../shared/api';
import { realSeconds } from '../../../shared/rules/travel/pacing';
import { shuttleTrip, type ShuttleStop } from '../../../shared/rules/travel/shuttleTrip';
import type { Database } from '../../db/schema';

/** A place as a shuttle stop, with where it stands. */
export interface PlaceStop extends ShuttleStop {
  placeId: number;
  placeName: string;
  locationName: string;
  planetName: string;
  superAreaId: number;
  isShuttleport: boolean;
}

async function stopOf(db: Kysely<Database>, placeId: number): Promise<PlaceStop> {
  const [stop] = await placeStops(db, { placeId });
  if (!stop) throw new Error(`place ${placeId} is gone`);
  return stop;
}

/** Places as shuttle stops, nearest planets first: one place, a system's shuttleports, or every place (`'all'`). */
export async function placeStops(db: Kysely<Database>, where: { superAreaId: number } | { placeId: number } | 'all'): Promise<PlaceStop[]> {
  let query = db
    .selectFrom('places as p')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
    .select(['p.id', 'p.name', 'p.super_area_id', 'p.place_type', 'l.id as location_id', 'l.name as location_name', 'pl.id as planet_id', 'pl.name as planet_name', 'pl.orbit_index'])
    .orderBy('pl.orbit_index')
    .orderBy('p.id');
  if (where !== 'all') query = 'placeId' in where ? query.where('p.id', '=', where.placeId) : query.where('p.super_area_id', '=', where.superAreaId).where('p.place_type', '=', 'shuttleport');
  const rows = await query.execute();
  return rows.map((r) => ({
    placeId: r.id,
    placeName: r.name,
    locationId: r.location_id,
    locationName: r.location_name,
    planetId: r.planet_id,
    planetName: r.planet_name,
    orbitIndex: r.orbit_index,
    superAreaId: r.super_area_id,
    isShuttleport: r.place_type === 'shuttleport',
  }));
}

/**
 * The local shuttles from where the character stands (seed 001 §3 "Shuttle option"): one to every
 * other shuttleport of the system, nearest planets first: travel_time in game minutes, real_time
 * the real seconds the ride lasts at the galaxy's pace and the server's time scale.
 */
export async function localShuttles(db: Kysely<Database>, placeId: number, superAreaId: number, timeScale: number): Promise<ShuttleOption[]> {
  const [here, ports] = await Promise.all([stopOf(db, placeId), placeStops(db, { superAreaId })]);
  return shuttlesFrom(here, ports, timeScale);
}

/** The shuttles from `here` to the other shuttleports `ports` of its system (ordered nearest planets first), as `localShuttles` lists them. */
export function shuttlesFrom(here: PlaceStop, ports: readonly PlaceStop[], timeScale: number): ShuttleOption[] {
  const placeId = here.placeId;
  return ports
    .filter((port) => port.placeId !== placeId)
    .map((port) => {
      const trip = shuttleTrip(here, port);
      return {
        id: port.placeId,
        from: here.placeName,
        to: port.placeName,
        planet: port.planetName,
        location: port.locationName,
        cost: trip.cost,
        travel_time: trip.minutes,
        real_time: realSeconds(trip.minutes, timeScale),
      };
    });
}

/** The shuttle to `destinationPlaceId` (travel_time in game minutes), or undefined when none flies there. */
export async function findShuttle(db: Kysely<Database>, placeId: number, superAreaId: number, destinationPlaceId: number): Promise<ShuttleOption | undefined> {
  const options = await localShuttles(db, placeId, superAreaId, 1);
  return options.find((option) => option.id === destinationPlaceId);
}

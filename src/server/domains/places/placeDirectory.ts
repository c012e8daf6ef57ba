import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Where a place is: its location, district, planet and star system. */
export interface PlaceInfo {
  id: number;
  name: string;
  type: string;
  locationId: number;
  locationName: string;
  districtId: number;
  districtName: string;
  planetId: number;
  planetName: string;
  superAreaId: number;
  superAreaName: string;
}

/**
 * Galaxy geography is seed content that players never change, while every character read
 * needs it: cache each place's ancestry in memory instead of joining five tables per request.
 */
export class PlaceDirectory {
  private readonly cache = new Map<number, Promise<PlaceInfo>>();

  constructor(private readonly db: Db) {}

  /** The place's ancestry; an act inside a transaction passes it as `via`, so a cache miss reads through it. */
  get(placeId: number, via: Kysely<Database> = this.db): Promise<PlaceInfo> {
    let found = this.cache.get(placeId);
    if (!found) {
      found = this.load(placeId, via);
      this.cache.set(placeId, found);
      found.catch(() => this.cache.delete(placeId));
    }
    return found;
  }

  /** Forgets cached places, e.g. after the content admin edits the galaxy. */
  invalidate(placeId?: number): void {
    if (placeId === undefined) this.cache.clear();
    else this.cache.delete(placeId);
  }

  private load(placeId: number, via: Kysely<Database>): Promise<PlaceInfo> {
    return readPlaceInfo(via, placeId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    places: PlaceDirectory;
  }
}

/** A place's ancestry read through `via`, uncached (the directory caches it; an act's transaction may read it itself). */
export async function readPlaceInfo(via: Kysely<Database>, placeId: number): Promise<PlaceInfo> {
  const row = await via
    .selectFrom('places as p')
    .innerJoin('locations as l', 'l.id', 'p.location_id')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select([
      'p.id',
      'p.name',
      'p.place_type',
      'l.id as location_id',
      'l.name as location_name',
      'd.id as district_id',
      'd.name as district_name',
      'pl.id as planet_id',
      'pl.name as planet_name',
      'sa.id as super_area_id',
      'sa.name as super_area_name',
    ])
    .where('p.id', '=', placeId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    type: row.place_type,
    locationId: row.location_id,
    locationName: row.location_name,
    districtId: row.district_id,
    districtName: row.district_name,
    planetId: row.planet_id,
    planetName: row.planet_name,
    superAreaId: row.super_area_id,
    superAreaName: row.super_area_name,
  };
}

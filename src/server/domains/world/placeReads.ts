import type { DistrictShow, LocationList, LocationShow, PlaceShow, PlanetShow } from '../../../shared/api';
import { shopCategories } from '../../../shared/rules/items/shopPricing';
import { placeServices } from '../../../shared/rules/world/placeServices';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';

type PlaceRow = { id: number; name: string; place_type: string; location_id: number };

/** The places of `locationIds`, by location, in id order. */
async function placesOf(db: Db, locationIds: number[]): Promise<Map<number, PlaceRow[]>> {
  const byLocation = new Map<number, PlaceRow[]>();
  if (locationIds.length === 0) return byLocation;
  const rows = await db.selectFrom('places').select(['id', 'name', 'place_type', 'location_id']).where('location_id', 'in', locationIds).orderBy('id').execute();
  for (const row of rows) byLocation.set(row.location_id, [...(byLocation.get(row.location_id) ?? []), row]);
  return byLocation;
}

const summary = ({ id, name, place_type }: PlaceRow) => ({ id, name, place_type });

/** A planet with its districts, locations and places. */
export async function planetShow(db: Db, id: number): Promise<PlanetShow> {
  const planet = await db
    .selectFrom('planets as pl')
    .innerJoin('super_areas as sa', 'sa.id', 'pl.super_area_id')
    .select(['pl.id', 'pl.name', 'pl.planet_type', 'pl.description', 'pl.seed', 'sa.id as sa_id', 'sa.name as sa_name'])
    .where('pl.id', '=', id)
    .executeTakeFirst();
  if (!planet) throw notFound('Planet not found.');
  const districts = await db.selectFrom('districts').select(['id', 'name']).where('planet_id', '=', id).orderBy('id').execute();
  const locations = districts.length
    ? await db.selectFrom('locations').select(['id', 'name', 'district_id']).where('district_id', 'in', districts.map((d) => d.id)).orderBy('id').execute()
    : [];
  const places = await placesOf(db, locations.map((l) => l.id));
  return {
    id: planet.id,
    name: planet.name,
    planet_type: planet.planet_type,
    description: planet.description,
    seed: planet.seed,
    super_area: { id: planet.sa_id, name: planet.sa_name },
    districts: districts.map((d) => ({
      ...d,
      locations: locations.filter((l) => l.district_id === d.id).map((l) => ({ id: l.id, name: l.name, places: (places.get(l.id) ?? []).map(summary) })),
    })),
  };
}

/** A district with its locations and their places. */
export async function districtShow(db: Db, id: number): Promise<DistrictShow> {
  const district = await db
    .selectFrom('districts as d')
    .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
    .innerJoin('super_areas as sa', 'sa.id', 'pl.super_area_id')
    .select(['d.id', 'd.name', 'pl.id as planet_id', 'pl.name as planet_name', 'sa.id as sa_id', 'sa.name as sa_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!district) throw notFound('District not found.');
  const locations = await db.selectFrom('locations').select(['id', 'name']).where('district_id', '=', id).orderBy('id').execute();
  const places = await placesOf(db, locations.map((l) => l.id));
  return {
    id: district.id,
    name: district.name,
    planet: { id: district.planet_id, name: district.planet_name },
    super_area: { id: district.sa_id, name: district.sa_name },
    locations: locations.map((l) => ({ ...l, places: (places.get(l.id) ?? []).map(summary) })),
  };
}

function locationsWithAncestry(db: Db) {
  return db
    .selectFrom('locations as l')
    .innerJoin('districts as d', 'd.id', 'l.district_id')
    .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
    .innerJoin('super_areas as sa', 'sa.id', 'l.super_area_id')
    .select(['l.id', 'l.name', 'd.id as d_id', 'd.name as d_name', 'pl.id as pl_id', 'pl.name as pl_name', 'sa.id as sa_id', 'sa.name as sa_name']);
}

type Ancestry = { d_id: number; d_name: string; pl_id: number; pl_name: string; sa_id: number; sa_name: string };
const ancestry = (r: Ancestry) => ({ district: { id: r.d_id, name: r.d_name }, planet: { id: r.pl_id, name: r.pl_name }, super_area: { id: r.sa_id, name: r.sa_name } });

/** Every location (of one system when asked) with its district, planet and system, one statement. */
export async function locationList(db: Db, superAreaId: number | undefined): Promise<LocationList> {
  let query = locationsWithAncestry(db).select((eb) => eb.selectFrom('places').select(eb.fn.countAll<string>().as('n')).whereRef('places.location_id', '=', 'l.id').as('places'));
  if (superAreaId !== undefined) query = query.where('l.super_area_id', '=', superAreaId);
  const rows = await query.orderBy('sa.name').orderBy('pl.orbit_index').orderBy('l.id').execute();
  return { locations: rows.map((r) => ({ id: r.id, name: r.name, ...ancestry(r), places: Number(r.places) })) };
}

/** A location with its places and how many characters stand at each. */
export async function locationShow(db: Db, id: number): Promise<LocationShow> {
  const location = await locationsWithAncestry(db).where('l.id', '=', id).executeTakeFirst();
  if (!location) throw notFound('Location not found.');
  const places = await db
    .selectFrom('places as p')
    .select((eb) => ['p.id', 'p.name', 'p.place_type', eb.selectFrom('characters').select(eb.fn.countAll<string>().as('n')).whereRef('characters.place_id', '=', 'p.id').as('characters_here')])
    .where('p.location_id', '=', id)
    .orderBy('p.id')
    .execute();
  return { id: location.id, name: location.name, ...ancestry(location), places: places.map((p) => ({ ...p, characters_here: Number(p.characters_here) })) };
}

/** A place and what it offers (place content): services, the item shop's wares, its NPCs, who is there, its neighbours. */
export async function placeShow(db: Db, id: number): Promise<PlaceShow> {
  const place = await db.selectFrom('places').select(['id', 'name', 'place_type', 'location_id']).where('id', '=', id).executeTakeFirst();
  if (!place) throw notFound('Place not found.');
  const [location, characters, npcs, neighbours] = await Promise.all([
    locationsWithAncestry(db).where('l.id', '=', place.location_id).executeTakeFirstOrThrow(),
    db.selectFrom('characters').select(['id', 'name']).where('place_id', '=', id).orderBy('name').limit(50).execute(),
    db.selectFrom('npcs').select(['id', 'name', 'role', 'level']).where('place_id', '=', id).orderBy('name').execute(),
    db.selectFrom('places').select(['id', 'name', 'place_type']).where('location_id', '=', place.location_id).where('id', '!=', id).orderBy('id').execute(),
  ]);
  return {
    id: place.id,
    name: place.name,
    place_type: place.place_type,
    location: { id: location.id, name: location.name },
    ...ancestry(location),
    services: placeServices(place.place_type),
    shop_categories: [...shopCategories(place.place_type)],
    characters_here: characters,
    npcs,
    neighbours,
  };
}

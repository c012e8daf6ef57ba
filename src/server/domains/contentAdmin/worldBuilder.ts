import type { Transaction } from 'kysely';
import type { BuilderDistrict, BuilderLocation, BuilderPlace, BuildPlanetRequest, Created, CreateSuperAreaRequest } from '../../../shared/api';
import { createRandom } from '../../../shared/rules/seededRandom';
import { isUniqueViolation, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { distance } from '../../db/seed/lanes';
import { newSystemLanes } from '../../db/seed/newSystemLanes';
import { fieldError, notFound } from '../../kernel/refusal';
import type { Clock } from '../../time/clock';
import { recordAdminAct } from '../admin/adminAudit';
import { furnishSystems } from './furnishSystems';

type Trx = Transaction<Database>;

async function insertPlaces(trx: Trx, locationId: number, superAreaId: number, places: readonly BuilderPlace[]): Promise<void> {
  await trx
    .insertInto('places')
    .values(places.map((p) => ({ location_id: locationId, super_area_id: superAreaId, name: p.name, place_type: p.place_type })))
    .execute();
}

async function insertLocations(trx: Trx, districtId: number, superAreaId: number, locations: readonly BuilderLocation[]): Promise<void> {
  for (const location of locations) {
    const row = await trx.insertInto('locations').values({ district_id: districtId, super_area_id: superAreaId, name: location.name }).returning('id').executeTakeFirstOrThrow();
    await insertPlaces(trx, row.id, superAreaId, location.places);
  }
}

async function insertDistricts(trx: Trx, planetId: number, superAreaId: number, districts: readonly BuilderDistrict[]): Promise<void> {
  for (const district of districts) {
    const row = await trx.insertInto('districts').values({ planet_id: planetId, name: district.name }).returning('id').executeTakeFirstOrThrow();
    await insertLocations(trx, row.id, superAreaId, district.locations);
  }
}

/** The district, location and places a new system's starport is made of: where ships land and trade. */
export function starport(systemName: string): BuilderDistrict {
  return {
    name: 'Starport District',
    locations: [
      {
        name: `${systemName} Starport`,
        places: [
          { name: `${systemName} Shuttleport`, place_type: 'shuttleport' },
          { name: `${systemName} Exchange`, place_type: 'market' },
        ],
      },
    ],
  };
}

async function insertPlanet(trx: Trx, superAreaId: number, planet: Omit<BuildPlanetRequest, 'super_area_id'>): Promise<number> {
  const { next } = await trx
    .selectFrom('planets')
    .select((eb) => eb.fn.coalesce(eb(eb.fn.max('orbit_index'), '+', 1), eb.lit(0)).as('next'))
    .where('super_area_id', '=', superAreaId)
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('planets')
    .values({
      super_area_id: superAreaId,
      name: planet.name,
      planet_type: planet.planet_type,
      orbit_index: Number(next),
      // The 3D planet is drawn from its seed: the same name gives the same world.
      seed: createRandom(`planet:${planet.name}`).int(1, 2 ** 31 - 1),
      description: planet.description || `A ${planet.planet_type} world.`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDistricts(trx, row.id, superAreaId, planet.districts);
  return row.id;
}

/** The content admin's acts that add to the galaxy, each in one transaction with its audit entry. */
export class WorldBuilder {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onChange: () => void,
  ) {}

  private async act<T>(work: (trx: Trx, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const result = await this.db.transaction().execute((trx) => work(trx, now));
    this.onChange();
    return result;
  }

  /** A new system: placed, joined by lanes, with a starport planet, its markets and contract offers at once. */
  async createSuperArea(userId: number, input: CreateSuperAreaRequest): Promise<Created> {
    try {
      return await this.act(async (trx, now) => {
        const [systems, lanes] = await Promise.all([
          trx.selectFrom('super_areas').select(['id', 'x', 'y']).execute(),
          trx.selectFrom('hyperspace_lanes').select(['from_area_id', 'to_area_id']).execute(),
        ]);
        const area = await trx
          .insertInto('super_areas')
          .values({ ...input, is_starting: false })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow();
        const joins = newSystemLanes(input, systems, lanes.map((l) => [l.from_area_id, l.to_area_id] as const));
        if (joins.length > 0) {
          await trx
            .insertInto('hyperspace_lanes')
            .values(
              joins.map((other) => {
                const at = systems.find((s) => s.id === other) as (typeof systems)[number];
                return { from_area_id: Math.min(area.id, other), to_area_id: Math.max(area.id, other), length: Math.round(distance(input, at) * 100) / 100 };
              }),
            )
            .execute();
        }
        await insertPlanet(trx, area.id, { name: `${input.name} Prime`, planet_type: 'terran', description: '', districts: [starport(input.name)] });
        await furnishSystems(trx, [area.id], now);
        await recordAdminAct(trx, userId, { action: 'create', subjectType: 'super_area', subjectId: area.id, before: null, after: { ...input, lanes_to: joins } }, now);
        return { id: area.id, name: area.name, message: `${area.name} is on the map.` };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', 'The name has already been taken.');
      throw error;
    }
  }

  /** The planet builder wizard: the planet, its districts, locations and places, all or nothing. */
  async buildPlanet(userId: number, input: BuildPlanetRequest): Promise<Created> {
    return this.act(async (trx, now) => {
      const area = await trx.selectFrom('super_areas').select('id').where('id', '=', input.super_area_id).forUpdate().executeTakeFirst();
      if (!area) throw fieldError('super_area_id', 'Choose a super area.');
      const id = await insertPlanet(trx, area.id, input);
      await furnishSystems(trx, [area.id], now);
      await recordAdminAct(trx, userId, { action: 'create', subjectType: 'planet', subjectId: id, before: null, after: input }, now);
      return { id, name: input.name, message: `${input.name} is built.` };
    });
  }

  async addDistricts(userId: number, planetId: number, districts: BuilderDistrict[]): Promise<Created> {
    return this.act(async (trx, now) => {
      const planet = await trx.selectFrom('planets').select(['id', 'name', 'super_area_id']).where('id', '=', planetId).forUpdate().executeTakeFirst();
      if (!planet) throw notFound('Planet not found.');
      await insertDistricts(trx, planet.id, planet.super_area_id, districts);
      await furnishSystems(trx, [planet.super_area_id], now);
      await recordAdminAct(trx, userId, { action: 'add_districts', subjectType: 'planet', subjectId: planet.id, before: null, after: { districts } }, now);
      return { id: planet.id, name: planet.name, message: `${districts.length} district(s) added to ${planet.name}.` };
    });
  }

  async addLocations(userId: number, districtId: number, locations: BuilderLocation[]): Promise<Created> {
    return this.act(async (trx, now) => {
      const district = await trx
        .selectFrom('districts as d')
        .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
        .select(['d.id', 'd.name', 'pl.super_area_id'])
        .where('d.id', '=', districtId)
        .forUpdate()
        .executeTakeFirst();
      if (!district) throw notFound('District not found.');
      await insertLocations(trx, district.id, district.super_area_id, locations);
      await furnishSystems(trx, [district.super_area_id], now);
      await recordAdminAct(trx, userId, { action: 'add_locations', subjectType: 'district', subjectId: district.id, before: null, after: { locations } }, now);
      return { id: district.id, name: district.name, message: `${locations.length} location(s) added to ${district.name}.` };
    });
  }

  async addPlaces(userId: number, locationId: number, places: BuilderPlace[]): Promise<Created> {
    return this.act(async (trx, now) => {
      const location = await trx.selectFrom('locations').select(['id', 'name', 'super_area_id']).where('id', '=', locationId).forUpdate().executeTakeFirst();
      if (!location) throw notFound('Location not found.');
      await insertPlaces(trx, location.id, location.super_area_id, places);
      await furnishSystems(trx, [location.super_area_id], now);
      await recordAdminAct(trx, userId, { action: 'add_places', subjectType: 'location', subjectId: location.id, before: null, after: { places } }, now);
      return { id: location.id, name: location.name, message: `${places.length} place(s) added to ${location.name}.` };
    });
  }
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { generateGalaxy } from './galaxyGenerator';
import { distance } from './lanes';

/** Writes the generated galaxy: systems, lanes, planets, districts, locations and places. */
export async function seedGalaxy(trx: Transaction<Database>, seed: string): Promise<void> {
  const galaxy = generateGalaxy(seed);
  const areaIds: number[] = [];
  for (const system of galaxy.systems) {
    const area = await trx
      .insertInto('super_areas')
      .values({
        name: system.name,
        display_name: `${system.name} System`,
        x: system.x,
        y: system.y,
        danger_level: system.dangerLevel,
        fuel_cost: system.fuelCost,
        description: system.description,
        is_starting: system.isStarting,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    areaIds.push(area.id);
    for (const [orbitIndex, planet] of system.planets.entries()) {
      const planetRow = await trx
        .insertInto('planets')
        .values({
          super_area_id: area.id,
          name: planet.name,
          planet_type: planet.type,
          orbit_index: orbitIndex,
          seed: planet.seed,
          description: planet.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const district of planet.districts) {
        const districtRow = await trx
          .insertInto('districts')
          .values({ planet_id: planetRow.id, name: district.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const location of district.locations) {
          const locationRow = await trx
            .insertInto('locations')
            .values({ district_id: districtRow.id, super_area_id: area.id, name: location.name })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('places')
            .values(location.places.map((p) => ({ location_id: locationRow.id, super_area_id: area.id, name: p.name, place_type: p.type })))
            .execute();
        }
      }
    }
  }
  const lanes = galaxy.lanes.map(([i, j]) => {
    const a = galaxy.systems[i];
    const b = galaxy.systems[j];
    if (!a || !b) throw new Error('lane refers to a missing system');
    return { from_area_id: areaIds[i] as number, to_area_id: areaIds[j] as number, length: Math.round(distance(a, b) * 100) / 100 };
  });
  if (lanes.length > 0) await trx.insertInto('hyperspace_lanes').values(lanes).execute();
}

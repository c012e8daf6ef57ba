import type { Db } from '../../src/server/db/database';

/** Moves the character to a place of `type` in its own location (adding one when the location has none). */
export async function moveTo(db: Db, characterId: number, type: 'cantina' | 'market' | 'shuttleport' | 'shop'): Promise<number> {
  const here = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .select(['p.location_id', 'p.super_area_id'])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  const existing = await db.selectFrom('places').select('id').where('location_id', '=', here.location_id).where('place_type', '=', type).executeTakeFirst();
  const place =
    existing ??
    (await db
      .insertInto('places')
      .values({ location_id: here.location_id, super_area_id: here.super_area_id, name: `Test ${type}`, place_type: type })
      .returning('id')
      .executeTakeFirstOrThrow());
  await db.updateTable('characters').set({ place_id: place.id }).where('id', '=', characterId).execute();
  return place.id;
}

import type { Db } from '../../db/database';
import { notFound } from '../../http/httpError';
import type { PlaceDirectory } from '../places/placeDirectory';

/** A star system as the market names it. */
export interface SystemRef {
  id: number;
  name: string;
}

/** The star system the character is in (its place's super area). */
export async function characterSystem(db: Db, places: PlaceDirectory, characterId: number): Promise<SystemRef> {
  const row = await db.selectFrom('characters').select('place_id').where('id', '=', characterId).executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  const place = await places.get(row.place_id);
  return { id: place.superAreaId, name: place.superAreaName };
}

/** A star system by id, with what the market shows of it; 404 when there is none. */
export async function systemById(db: Db, id: number): Promise<SystemRef & { dangerLevel: number }> {
  const row = await db.selectFrom('super_areas').select(['id', 'name', 'danger_level']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Super area not found.');
  return { id: row.id, name: row.name, dangerLevel: row.danger_level };
}

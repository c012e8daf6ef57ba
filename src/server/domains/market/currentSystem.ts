import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import type { PlaceDirectory } from '../places/placeDirectory';
import type { RouteNetwork } from './routeNetwork';

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

/** A star system by id from the cached galaxy, with what the market shows of it; 404 when there is none. */
export async function systemById(network: RouteNetwork, id: number): Promise<SystemRef & { dangerLevel: number }> {
  const system = (await network.get()).byId.get(id);
  if (!system) throw notFound('Super area not found.');
  return { id: system.id, name: system.name, dangerLevel: system.dangerLevel };
}

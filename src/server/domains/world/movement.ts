import type { Movement, UpdateLocationResponse } from '../../../shared/api';
import { moveRefusal } from '../../../shared/rules/world/moveRefusal';
import type { Db } from '../../db/database';
import { isAdminColumn } from '../../http/adminAccess';
import { refused } from '../../kernel/refusal';
import { isTravelling } from '../../kernel/travelGuard';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { recordAdminAct } from '../admin/adminAudit';
import type { PlaceDirectory } from '../places/placeDirectory';
import { localShuttles } from '../travel/localShuttles';

export const PLACE_NOT_FOUND = 'Place not found.';

/** Movement show: where the character stands, the places a walk reaches, and the local shuttles (the travel domain's). */
export async function movement(db: Db, places: PlaceDirectory, characterId: number, timeScale: number): Promise<Movement> {
  const { place_id } = await db.selectFrom('characters').select('place_id').where('id', '=', characterId).executeTakeFirstOrThrow();
  const here = await places.get(place_id);
  const [walk, shuttles, travelling] = await Promise.all([
    db.selectFrom('places').select(['id', 'name', 'place_type']).where('location_id', '=', here.locationId).where('id', '!=', place_id).orderBy('id').execute(),
    localShuttles(db, place_id, here.superAreaId, timeScale),
    isTravelling(db, characterId),
  ]);
  return {
    place: { id: here.id, name: here.name, place_type: here.type },
    location: { id: here.locationId, name: here.locationName },
    planet: { id: here.planetId, name: here.planetName },
    super_area: { id: here.superAreaId, name: here.superAreaName },
    is_travelling: travelling,
    walk,
    shuttles,
  };
}

/**
 * Character update location: moves the character to `placeId` in one transaction under its row
 * lock, refused while travelling (the money kernel's rule) and beyond a walk unless the user is
 * an admin; an admin's move of a character beyond a walk is audited.
 */
export async function updateLocation(deps: MoneyDeps, places: PlaceDirectory, userId: number, characterId: number, placeId: number): Promise<UpdateLocationResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, character, now, publish }) => {
    const target = await trx.selectFrom('places').select(['id', 'name', 'place_type', 'location_id']).where('id', '=', placeId).executeTakeFirst();
    if (!target) throw refused(PLACE_NOT_FOUND, 'place_id');
    const [from, to, user] = await Promise.all([
      places.get(character.place_id, trx),
      places.get(target.id, trx),
      trx.selectFrom('users').select(isAdminColumn).where('id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const fromAt = { placeId: from.id, locationId: from.locationId, locationName: from.locationName };
    const toAt = { placeId: to.id, locationId: to.locationId, locationName: to.locationName };
    const reason = moveRefusal(fromAt, toAt, user.is_admin);
    if (reason) throw refused(reason, 'place_id');
    await trx.updateTable('characters').set({ place_id: target.id }).where('id', '=', characterId).execute();
    if (target.id !== from.id) await publish({ kind: 'PlaceEntered', placeId: target.id });
    if (moveRefusal(fromAt, toAt, false) !== null) {
      await recordAdminAct(trx, userId, { action: 'move_character', subjectType: 'character', subjectId: characterId, before: { place_id: from.id, place: from.name }, after: { place_id: to.id, place: to.name } }, now);
    }
    return { success: true as const, message: `You are now at ${target.name}.`, place: { id: target.id, name: target.name, place_type: target.place_type } };
  });
}


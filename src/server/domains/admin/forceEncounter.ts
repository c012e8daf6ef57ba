import type { ForceEncounterRequest, ForceEncounterResponse } from '../../../shared/api';
import type { Db } from '../../db/database';
import { notFound } from '../../kernel/refusal';
import { recordAdminAct } from './adminAudit';

export const CHARACTER_NOT_FOUND = 'Character not found.';
export const ITEM_TEMPLATE_NOT_FOUND = 'Item template not found.';
export const ENEMY_NOT_FOUND = 'Enemy not found.';

/**
 * A game master's order: the character's next hyperspace jump meets a pirate interdiction, and
 * beating the pirates surely drops the named item. One waiting order per character (a new order
 * replaces the old); audited in the same transaction.
 */
export async function forceEncounter(db: Db, userId: number, characterId: number, body: ForceEncounterRequest, now: Date): Promise<ForceEncounterResponse> {
  return db.transaction().execute(async (trx) => {
    const character = await trx.selectFrom('characters').select(['id', 'name']).where('id', '=', characterId).forNoKeyUpdate().executeTakeFirst();
    if (!character) throw notFound(CHARACTER_NOT_FOUND);
    const lootId = body.loot_item_template_id ?? null;
    const template = lootId === null ? null : await trx.selectFrom('item_templates').select(['id', 'name']).where('id', '=', lootId).executeTakeFirst();
    if (lootId !== null && !template) throw notFound(ITEM_TEMPLATE_NOT_FOUND);
    const enemyId = body.enemy_id ?? null;
    const enemy = enemyId === null ? null : await trx.selectFrom('enemies').select(['id', 'name']).where('id', '=', enemyId).executeTakeFirst();
    if (enemyId !== null && !enemy) throw notFound(ENEMY_NOT_FOUND);
    const before = await trx.selectFrom('forced_encounters').select(['enemy_id', 'loot_item_template_id']).where('character_id', '=', characterId).executeTakeFirst();
    await trx
      .insertInto('forced_encounters')
      .values({ character_id: characterId, enemy_id: enemyId, loot_item_template_id: lootId, ordered_by_user_id: userId, created_at: now })
      .onConflict((oc) => oc.column('character_id').doUpdateSet({ enemy_id: enemyId, loot_item_template_id: lootId, ordered_by_user_id: userId, created_at: now }))
      .execute();
    const after = { event: 'pirates', enemy_id: enemyId, loot_item_template_id: lootId };
    await recordAdminAct(trx, userId, { action: 'character.force_encounter', subjectType: 'character', subjectId: characterId, before: before ?? null, after }, now);
    const loot = template ? `; beating them drops ${template.name}` : '';
    return {
      message: `${character.name}'s next hyperspace jump meets ${enemy ? enemy.name : 'pirates'}${loot}.`,
      encounter: { character_id: characterId, enemy_id: enemyId, loot_item_template_id: lootId, loot_name: template?.name ?? null },
    };
  });
}

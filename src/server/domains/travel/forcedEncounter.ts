import type { Transaction } from 'kysely';
import type { RolledEvent } from '../../../shared/rules/travel/jumpEvents';
import type { Database } from '../../db/schema';

/**
 * Takes the character's waiting order, if any, as a journey starts (in the journey's transaction,
 * so a refused journey leaves it waiting): the first jump meets pirates instead of what the dice
 * rolled for it, and the named boarder and sure loot go with the journey to the fight.
 */
export async function takeForcedEncounter(trx: Transaction<Database>, characterId: number, rolled: RolledEvent[]): Promise<{ events: RolledEvent[]; enemyId: number | null; lootItemTemplateId: number | null }> {
  const order = await trx.deleteFrom('forced_encounters').where('character_id', '=', characterId).returning(['enemy_id', 'loot_item_template_id']).executeTakeFirst();
  if (!order) return { events: rolled, enemyId: null, lootItemTemplateId: null };
  return { events: [{ jump: 0, kind: 'pirates' }, ...rolled.filter((event) => event.jump !== 0)], enemyId: order.enemy_id, lootItemTemplateId: order.loot_item_template_id };
}

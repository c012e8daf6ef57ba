import type { Transaction } from 'kysely';
import type { RolledEvent } from '../../../shared/rules/travel/jumpEvents';
import type { Database } from '../../db/schema';

/**
 * Takes the character's waiting order, if any, as a journey starts (in the journey's transaction,
 * so a refused journey leaves it waiting): the first jump meets pirates instead of what the dice
 * rolled for it, and the sure loot goes with the journey to the fight.
 */
export async function takeForcedEncounter(trx: Transaction<Database>, characterId: number, rolled: RolledEvent[]): Promise<{ events: RolledEvent[]; lootItemTemplateId: number | null }> {
  const order = await trx.deleteFrom('forced_encounters').where('character_id', '=', characterId).returning('loot_item_template_id').executeTakeFirst();
  if (!order) return { events: rolled, lootItemTemplateId: null };
  return { events: [{ jump: 0, kind: 'pirates' }, ...rolled.filter((event) => event.jump !== 0)], lootItemTemplateId: order.loot_item_template_id };
}

import type { Transaction } from 'kysely';
import { conditionAfterWear } from '../../shared/rules/items/itemWear';
import type { EquipmentSlot } from '../../shared/rules/items/itemKinds';
import type { Database } from '../db/schema';
import type { Outbox } from '../realtime/afterCommit';
import { queueEquipmentDamaged } from './itemEvents';
import { lockItemInSlot } from './ownedItems';

/**
 * Wears the item in `slot` by `amount` condition points, inside the caller's transaction (the
 * combat domain calls it when a weapon strikes or armour is hit). Queues EquipmentDamaged when the
 * condition falls below 50 or below 20. Returns the new condition, or null when nothing is worn.
 */
export async function wearEquipment(trx: Transaction<Database>, outbox: Outbox, characterId: number, slot: EquipmentSlot, amount: number): Promise<number | null> {
  const item = await lockItemInSlot(trx, characterId, slot);
  if (!item) return null;
  const { condition, crossed } = conditionAfterWear(item.condition, amount);
  if (condition !== item.condition) await trx.updateTable('items').set({ condition }).where('id', '=', item.id).execute();
  if (crossed) {
    const words = crossed === 'urgent' ? 'is about to break' : 'is wearing out';
    queueEquipmentDamaged(outbox, characterId, { slot, item_id: item.id, condition, severity: crossed, message: `${item.name} (${slot}) ${words}: condition ${condition}.` });
  }
  return condition;
}

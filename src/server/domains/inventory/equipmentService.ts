import type { EquipmentResponse, EquipRequest, EquipResponse, UnequipResponse } from '../../../shared/api';
import { defaultEquipSlot } from '../../../shared/rules/items/equipRules';
import { categoryTraits, EQUIPMENT_SLOTS, type EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import type { Db } from '../../db/database';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { itemJsonSql, presentItem, type ItemRow } from '../../kernel/itemRows';
import { assertInventoryRoom, lockItemInSlot, lockOwnedItem } from '../../kernel/ownedItems';

const slotOrder = (slot: EquipmentSlot | null) => EQUIPMENT_SLOTS.indexOf(slot ?? 'weapon');

/** Equipping and unequipping (seed 000 §7): each one locked transaction, so an item is in one place only. */
export class EquipmentService {
  constructor(private readonly deps: MoneyDeps) {}

  /** GET /api/equipment: what is worn, in slot order. */
  async list(db: Db, characterId: number): Promise<EquipmentResponse> {
    const rows = await db
      .selectFrom('items as i')
      .innerJoin('item_templates as t', 't.id', 'i.item_template_id')
      .select(itemJsonSql().as('item'))
      .where('i.character_id', '=', characterId)
      .where('i.equipped_slot', 'is not', null)
      .execute();
    const worn = rows.map((row) => row.item).sort((a, b) => slotOrder(a.equipped_slot) - slotOrder(b.equipped_slot));
    return { equippedItems: worn.map((row) => ({ slot: row.equipped_slot as EquipmentSlot, item: presentItem(row) })) };
  }

  /**
   * Puts one of the character's items in `slot` (its first slot by default); what was there goes
   * back to the inventory. A travelling character may change gear. An equip advances the quest
   * steps waiting for it (issue 18), in the same transaction.
   */
  equip(characterId: number, request: EquipRequest): Promise<EquipResponse> {
    return withCharacterLock(this.deps, characterId, (act) => this.equipLocked(act, request), { whileTravelling: 'allow' });
  }

  private async equipLocked(act: CharacterAct, request: EquipRequest): Promise<EquipResponse> {
    const { trx, outbox } = act;
    const characterId = act.character.id;
    const item = await lockOwnedItem(trx, characterId, request.item_id);
    if (!categoryTraits(item.category).equippable) throw refused(`${item.name} cannot be equipped.`, 'item_id');
    const slot = request.slot ?? defaultEquipSlot({ slots: item.slots });
    if (!item.slots.includes(slot)) throw refused(`${item.name} does not fit the ${slot} slot.`, 'slot');
    if (item.equipped_slot === slot) throw refused(`${item.name} is already equipped.`, 'item_id');

    const replaced = await lockItemInSlot(trx, characterId, slot);
    // Moving gear from one slot to another sends what was there to the inventory: it needs room.
    if (replaced && item.equipped_slot !== null) await assertInventoryRoom(trx, characterId);
    if (replaced) await trx.updateTable('items').set({ equipped_slot: null }).where('id', '=', replaced.id).execute();
    await trx.updateTable('items').set({ equipped_slot: slot, is_new: false }).where('id', '=', item.id).execute();
    await act.publish({ kind: 'ItemEquipped', itemId: item.id, itemTemplateId: item.template_id });

    const message = replaced ? `Equipped ${item.name} (${slot}), replacing ${replaced.name}.` : `Equipped ${item.name} (${slot}).`;
    queueInventoryUpdated(outbox, characterId, { change: 'equipped', item_id: item.id, message });
    return {
      message,
      item: presentItem({ ...item, equipped_slot: slot, is_new: false }),
      replaced: replaced ? presentItem({ ...replaced, equipped_slot: null }) : null,
    };
  }

  /** Takes off what is worn in `slot`, back into the inventory if it has room. */
  unequip(characterId: number, slot: EquipmentSlot): Promise<UnequipResponse> {
    return withCharacterLock(
      this.deps,
      characterId,
      async ({ trx, outbox }) => {
        const item = await lockItemInSlot(trx, characterId, slot);
        if (!item) throw refused(`Nothing is equipped in the ${slot} slot.`, 'slot');
        await assertInventoryRoom(trx, characterId);
        await trx.updateTable('items').set({ equipped_slot: null }).where('id', '=', item.id).execute();
        const message = `Unequipped ${item.name} (${slot}).`;
        queueInventoryUpdated(outbox, characterId, { change: 'unequipped', item_id: item.id, message });
        return { message, item: presentItem({ ...item, equipped_slot: null } satisfies ItemRow) };
      },
      { whileTravelling: 'allow' },
    );
  }
}

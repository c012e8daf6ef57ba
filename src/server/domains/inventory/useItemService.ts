import type { UseItemResponse } from '../../../shared/api';
import { durabilityAfterRepair } from '../../../shared/rules/items/hullRepair';
import { categoryTraits } from '../../../shared/rules/items/itemKinds';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import { refused } from '../../kernel/refusal';
import { lockOwnedShip } from '../../kernel/locks';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { withCharacterLock, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import type { ItemRow } from '../../kernel/itemRows';
import { lockOwnedItem } from '../../kernel/ownedItems';
import { treatOutOfFight } from '../combat/treatPatient';
import { eatMeal, mealBuff } from './eatMeal';

export const NO_SHIP_TO_REPAIR = 'You have no active ship to repair.';

/** Applies a repair kit to the active ship's hull; returns what happened. */
async function repairHull({ trx, outbox, character }: CharacterAct, item: ItemRow): Promise<string> {
  if (character.active_ship_id === null) throw refused(NO_SHIP_TO_REPAIR, 'item_id');
  const ship = await lockOwnedShip(trx, character.id, character.active_ship_id);
  const before = Number(ship.durability);
  if (before >= ship.max_durability) throw refused(`${ship.name}'s hull is already at full strength.`, 'item_id');
  const after = durabilityAfterRepair(before, ship.max_durability, item.effect_amount ?? 0);
  await trx.updateTable('ships').set({ durability: after }).where('id', '=', ship.id).execute();
  const message = `Used ${item.name}: ${ship.name}'s hull is at ${percentOf(after, ship.max_durability)}%.`;
  queueShipStatusChanged(outbox, character.id, { ship_id: ship.id, change: 'repaired', message });
  return message;
}

/**
 * POST /api/inventory/use: applies the item's effect and consumes it, in one locked transaction
 * (a second use of the same item finds it gone). Refused, with the item kept, when the effect
 * has nothing to act on. A medkit or a hull patch works aboard, so a journey allows it.
 */
export function useItem(deps: MoneyDeps, characterId: number, itemId: number): Promise<UseItemResponse> {
  return withCharacterLock(deps, characterId, async (act) => {
    const item = await lockOwnedItem(act.trx, characterId, itemId);
    if (!categoryTraits(item.category).usable) throw refused(`${item.name} cannot be used.`, 'item_id');
    // A medical item is a treatment of oneself (docs/GAME_RULES.md "Medical"): it consumes the item and tells the inventory.
    const buff = mealBuff(item);
    if (buff) return { message: await eatMeal(act, item, buff), item_id: item.id, consumed: true };
    if (item.category === 'medical') return { message: (await treatOutOfFight(act, item, characterId)).message, item_id: item.id, consumed: true };
    const message = await repairHull(act, item);
    await act.trx.deleteFrom('items').where('id', '=', item.id).execute();
    queueInventoryUpdated(act.outbox, characterId, { change: 'used', item_id: item.id, message });
    return { message, item_id: item.id, consumed: true };
  }, { whileTravelling: 'allow' });
}

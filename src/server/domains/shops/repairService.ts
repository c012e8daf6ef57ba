import type { RepairItemResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { categoryTraits } from '../../../shared/rules/items/itemKinds';
import { repairCost, repairsGear } from '../../../shared/rules/items/shopPricing';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { presentItem } from '../../kernel/itemRows';
import { lockOwnedItem } from '../../kernel/ownedItems';
import { shopFor } from './shopPlace';

/** Mends one of the character's items (carried or worn) back to condition 100 at an outfitter of this location. */
export function repairItem(deps: MoneyDeps, characterId: number, placeId: number, itemId: number): Promise<RepairItemResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, outbox, character, moveCredits }) => {
    const place = await shopFor(trx, character.place_id, placeId);
    if (!repairsGear(place.place_type)) throw refused(`${place.name} does not repair gear: outfitters do.`, 'place_id');
    const item = await lockOwnedItem(trx, characterId, itemId);
    if (!categoryTraits(item.category).equippable) throw refused(`${item.name} needs no repair.`, 'item_id');
    const price = repairCost(item.price, item.condition);
    if (price === 0) throw refused(`${item.name} is in perfect condition.`, 'item_id');
    if (character.credits < price) throw refused(`Insufficient credits: repairing ${item.name} costs ${formatCredits(price)} and you have ${formatCredits(character.credits)}.`);

    await trx.updateTable('items').set({ condition: 100 }).where('id', '=', item.id).execute();
    const credits = await moveCredits({ amount: -price, reason: 'item_repair', reference: { type: 'item', id: item.id } });
    const message = `Repaired ${item.name} for ${formatCredits(price)}.`;
    queueInventoryUpdated(outbox, characterId, { change: 'repaired', item_id: item.id, message });
    return { message, item: presentItem({ ...item, condition: 100 }), price, credits };
  });
}

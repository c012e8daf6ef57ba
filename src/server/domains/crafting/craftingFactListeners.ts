import type { FactListeners } from '../../kernel/facts';

/**
 * Crafting listens to what happens to listed items: a seller who equips an item they had for sale
 * takes it off their stall in the same act, so no buyer is offered what its owner is wearing.
 * app.ts registers this on the app's listeners.
 */
export function listenForCrafting(facts: FactListeners): void {
  facts.on('ItemEquipped', async (fact, act) => {
    await act.trx.deleteFrom('vendor_listings').where('item_id', '=', fact.itemId).where('seller_id', '=', act.character.id).execute();
  });
}

import { sql } from 'kysely';
import type { BuyItemResponse } from '../../../shared/api';
import { placePriceFactor, SHOP_STOCK, shopPrice } from '../../../shared/rules/items/shopPricing';
import { eventLogLine } from '../../../shared/rules/notifications/eventLogEntry';
import { preparedStatement } from '../../db/preparedStatements';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { presentItem, type ItemRow } from '../../kernel/itemRows';
import { inventoryFull, ITEM_NOT_FOUND } from '../../kernel/ownedItems';
import { notFound, refused, type Refusal } from '../../kernel/refusal';
import { TRAVELLING_MESSAGE } from '../../kernel/travelGuard';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { Outbox, publishOutbox } from '../../realtime/afterCommit';
import { boughtMessage, NO_SHOP_THERE, notSoldHere, tooFewCredits } from './shopWords';

/**
 * An item shop's purchase in one round trip to PostgreSQL (issue 40): one `shop_buy_item` call
 * (migration 0030a) locks the character, as the full act does, finds the shop where it stands and
 * the catalogue item, prices it with the place's markup the pure rule gives (placePriceFactor),
 * and refuses or applies it (the new item, the credits with their ledger row, the captain's log
 * line of the InventoryUpdated sent here after COMMIT). No quest hears a purchase, so it always
 * takes this path; the refusals are worded here from what the call read, in the full act's words
 * (held equal by shopBuyOneCall.test.ts).
 */

/** What `shop_buy_item` read under the character's lock. */
interface LockedPurchase {
  credits: number;
  price: number;
  template_name: string;
}

type CallAnswer =
  | { status: 'no_character' | 'travelling' | 'no_shop' | 'no_template' }
  | { status: 'not_sold'; place_name: string; template_name: string }
  | { status: 'inventory_full'; used: number; max_items: number }
  | { status: 'refused'; scene: LockedPurchase }
  | { status: 'done'; scene: LockedPurchase; item: ItemRow; balance: number };

/** The call's refusal in the full act's words. */
function refusalOf(answer: Exclude<CallAnswer, { status: 'done' }>): Refusal {
  switch (answer.status) {
    case 'no_character':
      return notFound('Character not found.');
    case 'travelling':
      return refused(TRAVELLING_MESSAGE);
    case 'no_shop':
      return refused(NO_SHOP_THERE, 'place_id');
    case 'no_template':
      return notFound(ITEM_NOT_FOUND);
    case 'not_sold':
      return refused(notSoldHere(answer.place_name, answer.template_name), 'item_template_id');
    case 'refused':
      return refused(tooFewCredits(answer.scene.template_name, Number(answer.scene.price), Number(answer.scene.credits)));
    case 'inventory_full':
      return refused(inventoryFull(answer.used, answer.max_items));
  }
}

/** Buys one catalogue item at a shop of this location in one call (see above); throws the full act's refusals. */
export async function shopBuyInOneCall(deps: MoneyDeps, characterId: number, placeId: number, templateId: number): Promise<BuyItemResponse> {
  const now = deps.clock.now();
  const line = eventLogLine('InventoryUpdated', null);
  const call = {
    character_id: characterId,
    place_id: placeId,
    item_template_id: templateId,
    price_factor: placePriceFactor(placeId),
    shop_stock: SHOP_STOCK,
    at: now.toISOString(),
    log: { app_id: line.appId, type: line.type },
  };
  const { rows } = await sql<{ answer: CallAnswer }>`SELECT shop_buy_item(${JSON.stringify(call)}::jsonb) AS answer ${preparedStatement}`.execute(deps.db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('shop_buy_item answered nothing');
  if (answer.status !== 'done') throw refusalOf(answer);
  const price = Number(answer.scene.price);
  if (price !== shopPrice(answer.item.price, placeId)) throw new Error(`shop_buy_item and the pure rule disagree on ${answer.scene.template_name} at place ${placeId}: charged ${price}, priced ${shopPrice(answer.item.price, placeId)}`);
  const message = boughtMessage(answer.scene.template_name, price);
  const outbox = new Outbox(now);
  queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: answer.item.id, message });
  await publishOutbox(deps.broadcaster, outbox);
  return { message, item: presentItem(answer.item), price, credits: Number(answer.balance) };
}

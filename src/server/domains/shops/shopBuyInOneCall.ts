import { sql } from 'kysely';
import { CRAFTED_GONE, type BuyItemResponse } from '../../../shared/api';
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
import { boughtCraftedMessage, boughtMessage, NO_SHOP_THERE, notSoldHere, tooFewCredits } from './shopWords';

/**
 * An item shop's purchase in one round trip to PostgreSQL (issue 40): one `shop_buy_item` call
 * (a catalogue item) or `shop_buy_crafted` call (a crafted good off the shelf; migration 0030a)
 * locks the character (and the shelf row), as the full act does, finds the shop where it stands,
 * prices the item (the catalogue's with the place's markup the pure rule gives, placePriceFactor;
 * the shelf's own price) and refuses or applies it: the new item, the credits with their ledger
 * row, and the captain's log line of the InventoryUpdated sent here after COMMIT. No quest hears
 * a purchase, so it always takes this path; the refusals are worded here from what the call read,
 * in the full act's words (held equal by shopBuyOneCall.test.ts).
 */

/** What the call read under the character's lock. */
interface LockedPurchase {
  credits: number;
  price: number;
  template_name: string;
  /** A crafted good's maker. */
  crafter_name?: string;
}

type CallAnswer =
  | { status: 'no_character' | 'travelling' | 'no_shop' | 'no_template' | 'gone' }
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
    case 'gone':
      return refused(CRAFTED_GONE, 'stock_id');
    case 'not_sold':
      return refused(notSoldHere(answer.place_name, answer.template_name), 'item_template_id');
    case 'refused':
      return refused(tooFewCredits(answer.scene.template_name, Number(answer.scene.price), Number(answer.scene.credits)));
    case 'inventory_full':
      return refused(inventoryFull(answer.used, answer.max_items));
  }
}

type Purchase = { call: 'shop_buy_item'; item_template_id: number } | { call: 'shop_buy_crafted'; stock_id: number };

async function callShop(deps: MoneyDeps, params: Record<string, unknown>, call: Purchase['call']): Promise<CallAnswer> {
  const json = JSON.stringify(params);
  const statement =
    call === 'shop_buy_item'
      ? sql<{ answer: CallAnswer }>`SELECT shop_buy_item(${json}::jsonb) AS answer ${preparedStatement}`
      : sql<{ answer: CallAnswer }>`SELECT shop_buy_crafted(${json}::jsonb) AS answer ${preparedStatement}`;
  const answer = (await statement.execute(deps.db)).rows[0]?.answer;
  if (!answer) throw new Error(`${call} answered nothing`);
  return answer;
}

/** The purchase in one call (see above); throws the full act's refusals. */
async function purchaseInOneCall(deps: MoneyDeps, characterId: number, placeId: number, purchase: Purchase): Promise<BuyItemResponse> {
  const now = deps.clock.now();
  const line = eventLogLine('InventoryUpdated', null);
  const { call, ...wanted } = purchase;
  const answer = await callShop(deps, { character_id: characterId, place_id: placeId, ...wanted, price_factor: placePriceFactor(placeId), shop_stock: SHOP_STOCK, at: now.toISOString(), log: { app_id: line.appId, type: line.type } }, call);
  if (answer.status !== 'done') throw refusalOf(answer);
  const { scene, item } = answer;
  const price = Number(scene.price);
  if (call === 'shop_buy_item' && price !== shopPrice(item.price, placeId)) throw new Error(`shop_buy_item and the pure rule disagree on ${scene.template_name} at place ${placeId}: charged ${price}, priced ${shopPrice(item.price, placeId)}`);
  const message = scene.crafter_name === undefined ? boughtMessage(scene.template_name, price) : boughtCraftedMessage(scene.template_name, scene.crafter_name, price);
  const outbox = new Outbox(now);
  queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: item.id, message });
  await publishOutbox(deps.broadcaster, outbox);
  return { message, item: presentItem(item), price, credits: Number(answer.balance) };
}

/** Buys one catalogue item at a shop of this location in one call. */
export const shopBuyInOneCall = (deps: MoneyDeps, characterId: number, placeId: number, templateId: number) =>
  purchaseInOneCall(deps, characterId, placeId, { call: 'shop_buy_item', item_template_id: templateId });

/** Buys one crafted good off the shelf of a shop of this location in one call. */
export const craftedBuyInOneCall = (deps: MoneyDeps, characterId: number, placeId: number, stockId: number) =>
  purchaseInOneCall(deps, characterId, placeId, { call: 'shop_buy_crafted', stock_id: stockId });

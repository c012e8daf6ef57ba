import { sql } from 'kysely';
import { CRAFTED_GONE, type BuyItemResponse, type CraftedShopOffer } from '../../../shared/api';
import type { Db } from '../../db/database';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { itemMetaOf, presentItem, templateJsonSql, type TemplateRow } from '../../kernel/itemRows';
import { assertInventoryRoom, lockOwnedItem } from '../../kernel/ownedItems';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { shopFor } from './shopPlace';
import { boughtCraftedMessage, tooFewCredits } from './shopWords';
import { craftedBuyInOneCall } from './shopBuyInOneCall';

/** The crafted goods on the shelves of `placeIds`, by place, cheapest first: each read as its template with the craft's numbers over it. */
export async function craftedShelves(db: Db, placeIds: readonly number[]): Promise<Map<number, CraftedShopOffer[]>> {
  const shelves = new Map<number, CraftedShopOffer[]>();
  if (placeIds.length === 0) return shelves;
  const rows = await db
    .selectFrom('shop_crafted_stock as s')
    .innerJoin('item_templates as t', 't.id', 's.item_template_id')
    .select(['s.id', 's.place_id', 's.crafter_name', 's.quality_percent', 's.price', sql<TemplateRow>`${templateJsonSql()}::jsonb || s.crafted_stats`.as('item')])
    .where('s.place_id', 'in', [...placeIds])
    .orderBy('s.price')
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    const shelf = shelves.get(row.place_id) ?? [];
    shelves.set(row.place_id, shelf);
    shelf.push({ stock_id: row.id, name: row.item.name, description: row.item.description, quality: row.item.quality, meta_data: itemMetaOf(row.item, 100), crafter_name: row.crafter_name, quality_percent: row.quality_percent, price: Number(row.price) });
  }
  return shelves;
}

/**
 * Buys one crafted good off the shelf of a shop of this location: the shelf row is locked (two
 * buyers of the last one queue, and the second finds it gone), then it goes and an item of the
 * buyer's comes with the crafter's name and numbers, the price leaving through the ledger. All or
 * nothing, in one call to PostgreSQL (issue 40: no quest hears a purchase).
 */
export function buyCrafted(deps: MoneyDeps, characterId: number, placeId: number, stockId: number): Promise<BuyItemResponse> {
  return craftedBuyInOneCall(deps, characterId, placeId, stockId);
}

/**
 * The same purchase as the full act, in one locked transaction of several statements: the
 * reference `craftedBuyInOneCall` is held equal to (shopBuyOneCall.test.ts), and the path a
 * purchase takes the day a quest hears one.
 */
export function buyCraftedUnderLocks(deps: MoneyDeps, characterId: number, placeId: number, stockId: number): Promise<BuyItemResponse> {
  return withCharacterLock(deps, characterId, async ({ trx, outbox, character, moveCredits, now }) => {
    const place = await shopFor(trx, character.place_id, placeId);
    const stock = await trx
      .selectFrom('shop_crafted_stock as s')
      .innerJoin('item_templates as t', 't.id', 's.item_template_id')
      .select(['s.id', 's.item_template_id', 's.crafter_name', 's.crafted_stats', 's.price', 't.name'])
      .where('s.id', '=', stockId)
      .where('s.place_id', '=', place.id)
      .forUpdate('s')
      .executeTakeFirst();
    if (!stock) throw refused(CRAFTED_GONE, 'stock_id');
    const price = Number(stock.price);
    if (character.credits < price) throw refused(tooFewCredits(stock.name, price, character.credits));
    await assertInventoryRoom(trx, characterId);

    await trx.deleteFrom('shop_crafted_stock').where('id', '=', stock.id).execute();
    const { id } = await trx
      .insertInto('items')
      .values({ character_id: characterId, item_template_id: stock.item_template_id, acquired_at: now, crafter_name: stock.crafter_name, crafted_stats: JSON.stringify(stock.crafted_stats) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await lockOwnedItem(trx, characterId, id);
    const credits = await moveCredits({ amount: -price, reason: 'item_purchase', reference: { type: 'item', id } });
    const message = boughtCraftedMessage(stock.name, stock.crafter_name, price);
    queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: id, message });
    return { message, item: presentItem(item), price, credits };
  });
}

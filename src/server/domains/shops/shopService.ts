import type { BuyItemResponse, ItemShop, SellItemResponse, ShopResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { repairsGear, sellBackPrice, SHOP_STOCK, shopCategories, shopPrice } from '../../../shared/rules/items/shopPricing';
import type { Db } from '../../db/database';
import type { PlaceType } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { itemMetaOf, presentItem, templateJsonSql, type TemplateRow } from '../../kernel/itemRows';
import { grantItem } from '../../kernel/grants/grantItem';
import { ITEM_NOT_FOUND, lockOwnedItem } from '../../kernel/ownedItems';
import { travellingSql } from '../../kernel/travelGuard';
import { shopFor } from './shopPlace';
import { craftedShelves } from './craftedStock';
import { shopBuyInOneCall } from './shopBuyInOneCall';
import { boughtMessage, notSoldHere, tooFewCredits } from './shopWords';

/** Crafted goods come from crafters, never from a shop's catalogue. */
const isCraftedTemplate = (t: TemplateRow) => t.meta_data.origin === 'crafted';

const TRAVELLING = 'You cannot trade items while travelling.';
const noShop = (location: string) => `There is no item shop at ${location}.`;
const SHOP_TYPES = Object.keys(SHOP_STOCK) as PlaceType[];

function offersOf(place: { id: number; place_type: string }, templates: TemplateRow[]): ItemShop['offers'] {
  const categories = shopCategories(place.place_type);
  return templates
    .filter((t) => categories.includes(t.category) && !isCraftedTemplate(t))
    .map((t) => ({ item_template_id: t.template_id, name: t.name, description: t.description, quality: t.quality, price: shopPrice(t.price, place.id), meta_data: itemMetaOf(t, 100) }));
}

/** Item shops (GAME_RULES "Items"): what the shops of a location sell at their prices, buying and selling through the money kernel. */
export class ShopService {
  constructor(private readonly deps: MoneyDeps) {}

  /** The shops of the character's location, in two statements: where and which shops, then the catalogue. */
  async current(db: Db, characterId: number): Promise<ShopResponse> {
    const places = await db
      .selectFrom('characters as c')
      .innerJoin('places as here', 'here.id', 'c.place_id')
      .innerJoin('locations as l', 'l.id', 'here.location_id')
      .leftJoin('places as p', (join) => join.onRef('p.location_id', '=', 'here.location_id').on('p.place_type', 'in', SHOP_TYPES))
      .select(['l.id as location_id', 'l.name as location_name', 'p.id', 'p.name', 'p.place_type', travellingSql().as('is_travelling')])
      .where('c.id', '=', characterId)
      .orderBy('p.id')
      .execute();
    const first = places[0];
    if (!first) throw notFound('Character not found.');
    const shops = places.flatMap((p) => (p.id !== null && p.name !== null && p.place_type !== null ? [{ id: p.id, name: p.name, place_type: p.place_type }] : []));
    const templates = shops.length === 0 ? [] : (await db.selectFrom('item_templates as t').select(templateJsonSql().as('t')).orderBy('t.price').orderBy('t.id').execute()).map((row) => row.t);
    const shelves = await craftedShelves(db, shops.map((shop) => shop.id));
    const reason = first.is_travelling ? TRAVELLING : shops.length === 0 ? noShop(first.location_name) : null;
    return {
      location: { id: first.location_id, name: first.location_name },
      open: reason === null,
      reason,
      shops: shops.map((place) => ({ place: { id: place.id, name: place.name, type: place.place_type }, offers: offersOf(place, templates), crafted: shelves.get(place.id) ?? [], repairs: repairsGear(place.place_type) })),
    };
  }

  /**
   * Buys one catalogue item at a shop of this location, at its price: credits out, item in, or
   * nothing at all; in one call to PostgreSQL, as no quest hears a purchase (issue 40).
   */
  buy(characterId: number, placeId: number, templateId: number): Promise<BuyItemResponse> {
    return shopBuyInOneCall(this.deps, characterId, placeId, templateId);
  }

  /**
   * The same purchase as the full act, in one locked transaction of several statements: the
   * reference `shopBuyInOneCall` is held equal to (shopBuyOneCall.test.ts), and the path a
   * purchase takes the day a quest hears one (it would publish its fact here).
   */
  buyUnderLocks(characterId: number, placeId: number, templateId: number): Promise<BuyItemResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits, now }) => {
      const place = await shopFor(trx, character.place_id, placeId);
      const found = await trx.selectFrom('item_templates as t').select(templateJsonSql().as('t')).where('t.id', '=', templateId).executeTakeFirst();
      if (!found) throw notFound(ITEM_NOT_FOUND);
      const template = found.t;
      if (!shopCategories(place.place_type).includes(template.category) || isCraftedTemplate(template)) throw refused(notSoldHere(place.name, template.name), 'item_template_id');
      const price = shopPrice(template.price, place.id);
      if (character.credits < price) throw refused(tooFewCredits(template.name, price, character.credits));

      const item = await grantItem(trx, characterId, templateId, now);
      const credits = await moveCredits({ amount: -price, reason: 'item_purchase', reference: { type: 'item', id: item.id } });
      const message = boughtMessage(template.name, price);
      queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: item.id, message });
      return { message, item: presentItem(item), price, credits };
    });
  }

  /** Sells one carried item to a shop of this location at its buy-back price: item out, credits in, or nothing at all. */
  sell(characterId: number, placeId: number, itemId: number): Promise<SellItemResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits }) => {
      const place = await shopFor(trx, character.place_id, placeId);
      const item = await lockOwnedItem(trx, characterId, itemId);
      if (item.equipped_slot !== null) throw refused(`Unequip ${item.name} before selling it.`, 'item_id');
      const price = sellBackPrice(item.price, place.id, item.condition);

      await trx.deleteFrom('items').where('id', '=', item.id).execute();
      const credits = await moveCredits({ amount: price, reason: 'item_sale', reference: { type: 'item', id: item.id } });
      const message = `Sold ${item.name} to ${place.name} for ${formatCredits(price)}.`;
      queueInventoryUpdated(outbox, characterId, { change: 'sold', item_id: item.id, message });
      return { message, item_id: item.id, price, credits };
    });
  }
}

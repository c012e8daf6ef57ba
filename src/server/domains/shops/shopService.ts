import type { Transaction } from 'kysely';
import type { BuyItemResponse, SellItemResponse, ShopResponse } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { hasShop, sellBackPrice, shopCategories, shopPrice } from '../../../shared/rules/items/shopPricing';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../http/httpError';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { queueInventoryUpdated } from '../inventory/itemEvents';
import { itemMetaOf, presentItem, templateJsonSql } from '../inventory/itemSql';
import { grantItem, ITEM_NOT_FOUND, lockOwnedItem } from '../inventory/ownedItems';
import { travellingSql } from '../travel/travelSummary';

const TRAVELLING = 'You cannot trade items while travelling.';
const noShop = (place: string) => `There is no item shop at ${place}.`;

function placeOf(trx: Transaction<Database>, placeId: number) {
  return trx.selectFrom('places').select(['id', 'name', 'place_type']).where('id', '=', placeId).executeTakeFirstOrThrow();
}

/** Item shops at places (GAME_RULES "Items"): what a place sells at its prices, buying and selling through the money kernel. */
export class ShopService {
  constructor(private readonly deps: MoneyDeps) {}

  /** The shop where the character stands, in two statements: where, then the catalogue it stocks. */
  async current(db: Db, characterId: number): Promise<ShopResponse> {
    const here = await db
      .selectFrom('characters as c')
      .innerJoin('places as p', 'p.id', 'c.place_id')
      .select(['p.id', 'p.name', 'p.place_type', travellingSql().as('is_travelling')])
      .where('c.id', '=', characterId)
      .executeTakeFirstOrThrow();
    const categories = shopCategories(here.place_type);
    const reason = here.is_travelling ? TRAVELLING : categories.length === 0 ? noShop(here.name) : null;
    const templates =
      categories.length === 0
        ? []
        : await db.selectFrom('item_templates as t').select(templateJsonSql().as('t')).where('t.category', 'in', categories).orderBy('t.price').orderBy('t.id').execute();
    return {
      place: { id: here.id, name: here.name, type: here.place_type },
      open: reason === null,
      reason,
      offers: templates.map(({ t }) => ({
        item_template_id: t.template_id,
        name: t.name,
        description: t.description,
        quality: t.quality,
        price: shopPrice(t.price, here.id),
        meta_data: itemMetaOf(t, 100),
      })),
    };
  }

  /** Buys one item of the catalogue at this place's price: credits out, item in, or nothing at all. */
  buy(characterId: number, templateId: number): Promise<BuyItemResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits, now }) => {
      const place = await placeOf(trx, character.place_id);
      const found = await trx.selectFrom('item_templates as t').select(templateJsonSql().as('t')).where('t.id', '=', templateId).executeTakeFirst();
      if (!found) throw notFound(ITEM_NOT_FOUND);
      const template = found.t;
      if (!hasShop(place.place_type)) throw refused(noShop(place.name));
      if (!shopCategories(place.place_type).includes(template.category)) throw refused(`${place.name} does not sell ${template.name}.`, 'item_template_id');
      const price = shopPrice(template.price, place.id);
      if (character.credits < price) throw refused(`Insufficient credits: ${template.name} costs ${formatCredits(price)} and you have ${formatCredits(character.credits)}.`);

      const item = await grantItem(trx, characterId, templateId, now);
      const credits = await moveCredits({ amount: -price, reason: 'item_purchase', reference: { type: 'item', id: item.id } });
      const message = `Bought ${template.name} for ${formatCredits(price)}.`;
      queueInventoryUpdated(outbox, characterId, { change: 'acquired', item_id: item.id, message });
      return { message, item: presentItem(item), price, credits };
    });
  }

  /** Sells one carried item to the shop here at its buy-back price: item out, credits in, or nothing at all. */
  sell(characterId: number, itemId: number): Promise<SellItemResponse> {
    return withCharacterLock(this.deps, characterId, async ({ trx, outbox, character, moveCredits }) => {
      const place = await placeOf(trx, character.place_id);
      const item = await lockOwnedItem(trx, characterId, itemId);
      if (!hasShop(place.place_type)) throw refused(noShop(place.name));
      if (item.equipped_slot !== null) throw refused(`Unequip ${item.name} before selling it.`, 'item_id');
      const price = sellBackPrice(item.price, place.id, item.condition);

      await trx.deleteFrom('items').where('id', '=', item.id).execute();
      const credits = await moveCredits({ amount: price, reason: 'item_sale', reference: { type: 'item', id: item.id } });
      const message = `Sold ${item.name} for ${formatCredits(price)}.`;
      queueInventoryUpdated(outbox, characterId, { change: 'sold', item_id: item.id, message });
      return { message, item_id: item.id, price, credits };
    });
  }
}

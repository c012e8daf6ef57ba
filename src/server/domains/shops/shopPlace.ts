import type { Transaction } from 'kysely';
import { hasShop } from '../../../shared/rules/items/shopPricing';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import { NO_SHOP_THERE } from './shopWords';

/**
 * The shop at `placeId` for a character at `characterPlaceId`: shops are a walk away, so any
 * place of the same location that keeps one will do; anywhere else is refused.
 */
export async function shopFor(trx: Transaction<Database>, characterPlaceId: number, placeId: number) {
  const place = await trx
    .selectFrom('places as p')
    .innerJoin('places as here', 'here.location_id', 'p.location_id')
    .select(['p.id', 'p.name', 'p.place_type'])
    .where('p.id', '=', placeId)
    .where('here.id', '=', characterPlaceId)
    .executeTakeFirst();
  if (!place || !hasShop(place.place_type)) throw refused(NO_SHOP_THERE, 'place_id');
  return place;
}

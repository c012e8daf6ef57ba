import { z } from 'zod';
import { RARITIES } from '../rules/rarity';
import { inventoryItem, itemMetaData } from './items';
import { route } from './route';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** One catalogue item a shop sells, at this place's price. */
export const shopOffer = z.object({
  item_template_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  quality: z.enum(RARITIES),
  price: z.number().int(),
  meta_data: itemMetaData,
});
export type ShopOffer = z.infer<typeof shopOffer>;

/** The shop where the character stands: open or why not, and what it sells. */
export const shopResponse = z.object({
  place: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  open: z.boolean(),
  /** Why nothing can be traded here (no shop, travelling), else null. */
  reason: z.string().nullable(),
  offers: z.array(shopOffer),
});
export type ShopResponse = z.infer<typeof shopResponse>;

export const buyItemRequest = z.object({ item_template_id: id });
export const buyItemResponse = z.object({ message: z.string(), item: inventoryItem, price: z.number().int(), credits: z.number().int() });
export type BuyItemResponse = z.infer<typeof buyItemResponse>;

export const sellItemRequest = z.object({ item_id: id });
export const sellItemResponse = z.object({ message: z.string(), item_id: z.number().int(), price: z.number().int(), credits: z.number().int() });
export type SellItemResponse = z.infer<typeof sellItemResponse>;

/** Item shops at places (ours: the spec leaves where items come from to the server). */
export const shopRoutes = {
  current: route({ method: 'GET', path: '/api/shops/current', access: 'character', response: shopResponse }),
  buy: route({ method: 'POST', path: '/api/shops/buy', access: 'character', body: buyItemRequest, response: buyItemResponse, idempotent: true, rateLimit: 'trading' }),
  sell: route({ method: 'POST', path: '/api/shops/sell', access: 'character', body: sellItemRequest, response: sellItemResponse, idempotent: true, rateLimit: 'trading' }),
};

import { z } from 'zod';
import { inventoryItem } from './items';
import { route } from './route';
import { changes } from './changes';

const id = z.number().int().positive().max(2 ** 31 - 1);

/** One catalogue item a shop sells, at this place's price. */
export const shopOffer = inventoryItem.pick({ name: true, description: true, quality: true, meta_data: true }).extend({
  item_template_id: z.number().int(),
  /** This place's price (the catalogue's is meta_data.price). */
  price: z.number().int(),
});
export type ShopOffer = z.infer<typeof shopOffer>;

/** One crafted good on a shop's shelf (issue 38): made by a named NPC crafter, priced by its quality. */
export const craftedShopOffer = inventoryItem.pick({ name: true, description: true, quality: true, meta_data: true }).extend({
  stock_id: z.number().int(),
  crafter_name: z.string(),
  /** How well it was made, 0–100 %. */
  quality_percent: z.number().int(),
  price: z.number().int(),
});
export type CraftedShopOffer = z.infer<typeof craftedShopOffer>;

/** One place that keeps a shop, and what it sells at its prices. */
export const itemShop = z.object({
  place: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  offers: z.array(shopOffer),
  /** The crafted goods on its shelf (restocked by NPC crafters on the galaxy clock). */
  crafted: z.array(craftedShopOffer),
  /** It mends worn-out gear (outfitters do). */
  repairs: z.boolean(),
});
export type ItemShop = z.infer<typeof itemShop>;

/** The shops of the character's location (a short walk from where it stands): open or why not. */
export const shopResponse = z.object({
  location: z.object({ id: z.number().int(), name: z.string() }),
  open: z.boolean(),
  /** Why nothing can be traded here (no shop, travelling), else null. */
  reason: z.string().nullable(),
  shops: z.array(itemShop),
});
export type ShopResponse = z.infer<typeof shopResponse>;

export const buyItemRequest = z.object({ place_id: id, item_template_id: id });
export const buyItemResponse = z.object({ message: z.string(), item: inventoryItem, price: z.number().int(), credits: z.number().int() });
export type BuyItemResponse = z.infer<typeof buyItemResponse>;

export const buyCraftedRequest = z.object({ place_id: id, stock_id: id });
/** The crafted good left the shelf before this buyer got it (another bought it). */
export const CRAFTED_GONE = 'That crafted good is no longer on the shelf.';

export const sellItemRequest = z.object({ place_id: id, item_id: id });
export const sellItemResponse = z.object({ message: z.string(), item_id: z.number().int(), price: z.number().int(), credits: z.number().int() });
export type SellItemResponse = z.infer<typeof sellItemResponse>;

export const repairItemRequest = z.object({ place_id: id, item_id: id });
export const repairItemResponse = z.object({ message: z.string(), item: inventoryItem, price: z.number().int(), credits: z.number().int() });
export type RepairItemResponse = z.infer<typeof repairItemResponse>;

/** Item shops at the places of the character's location (ours: the spec leaves where items come from to the server). */
export const shopRoutes = {
  current: route({ method: 'GET', path: '/api/shops/current', access: 'character', response: shopResponse }),
  buy: route({ ability: 'trade', changes: changes(['inventory'], ['credits', 'inventory']), method: 'POST', path: '/api/shops/buy', access: 'character', body: buyItemRequest, response: buyItemResponse, idempotent: true, rateLimit: 'trading' }),
  sell: route({ ability: 'trade', changes: changes(['inventory'], ['credits', 'inventory']), method: 'POST', path: '/api/shops/sell', access: 'character', body: sellItemRequest, response: sellItemResponse, idempotent: true, rateLimit: 'trading' }),
  /** Buys one crafted good off a shop's shelf: credits out, the item (with its maker and quality) in. */
  buyCrafted: route({ ability: 'trade', changes: changes(['inventory', 'shops'], ['credits', 'inventory']), method: 'POST', path: '/api/shops/buy-crafted', access: 'character', body: buyCraftedRequest, response: buyItemResponse, idempotent: true, rateLimit: 'trading' }),
  /** Mends a carried or worn item back to condition 100 at an outfitter. */
  repair: route({ ability: 'trade', changes: changes(['inventory', 'equipment'], ['credits', 'inventory', 'equipment']), method: 'POST', path: '/api/shops/repair', access: 'character', body: repairItemRequest, response: repairItemResponse, idempotent: true, rateLimit: 'trading' }),
};

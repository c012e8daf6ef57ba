import type { ItemCategory } from './itemKinds';

/**
 * What each kind of place sells (GAME_RULES "Items"): outfitters ("shop") everything, markets
 * supplies, curios, sidearms and grenades, shuttleports what a crew needs between jumps, cantinas curios
 * and a medkit under the counter. Every one of them buys any item back.
 */
export const SHOP_STOCK: Readonly<Record<string, readonly ItemCategory[]>> = {
  shop: ['weapon', 'armour', 'shield', 'medical', 'repair_kit', 'curio', 'explosive'],
  market: ['weapon', 'medical', 'repair_kit', 'curio', 'explosive'],
  shuttleport: ['medical', 'repair_kit'],
  cantina: ['medical', 'curio'],
};

/** A shop buys back at this share of its own price, scaled by the item's condition. */
export const SELL_BACK_SHARE = 0.5;

/** The categories a place of `placeType` sells (none where there is no shop). */
export function shopCategories(placeType: string): readonly ItemCategory[] {
  return SHOP_STOCK[placeType] ?? [];
}

/** Whether a place of `placeType` trades items at all. */
export function hasShop(placeType: string): boolean {
  return shopCategories(placeType).length > 0;
}

/** A place's markup on the catalogue price, 90 % to 110 %, the same every time for one place. */
export function placePriceFactor(placeId: number): number {
  const spread = (((placeId * 2_654_435_761) >>> 0) % 21) / 100;
  return 0.9 + spread;
}

/** What a place asks for an item of catalogue price `price` (whole credits, at least 1). */
export function shopPrice(price: number, placeId: number): number {
  return Math.max(1, Math.round(price * placePriceFactor(placeId)));
}

/** What a place pays for an item: half its own price, scaled by condition (whole credits, at least 1). */
export function sellBackPrice(price: number, placeId: number, condition: number): number {
  const share = SELL_BACK_SHARE * (Math.min(100, Math.max(0, condition)) / 100);
  return Math.max(1, Math.floor(shopPrice(price, placeId) * share));
}

/** Only outfitters ("shop" places) mend gear. */
export const REPAIR_PLACE_TYPES: readonly string[] = ['shop'];
/** A full repair costs this share of the catalogue price, pro rata of the condition missing. */
export const REPAIR_SHARE = 0.4;

/** Whether a place of `placeType` repairs gear. */
export function repairsGear(placeType: string): boolean {
  return REPAIR_PLACE_TYPES.includes(placeType);
}

/** What bringing an item of catalogue price `price` from `condition` back to 100 costs (0 when nothing is missing). */
export function repairCost(price: number, condition: number): number {
  const missing = Math.max(0, 100 - condition);
  return missing === 0 ? 0 : Math.max(1, Math.ceil((price * REPAIR_SHARE * missing) / 100));
}

import { z } from 'zod';
import { changes } from './changes';
import { inventoryItem } from './items';
import { route } from './route';

const id = z.number().int();
const dbId = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** The refusals of a house's storage, as the player reads them (GAME_RULES "Houses"). */
export const houseMessages = {
  notYourHouse: 'That is not your house.',
  notStored: 'That item is not stored in your house.',
  equipped: 'Unequip that item before you store it.',
  listed: 'Take that item off your vendor stall before you store it.',
} as const;
/** Refused where the owner does not stand in the house's place. */
export const notInHousePlace = (place: string) => `You can only use your house standing in its place: go to ${place}.`;
/** Refused when the house holds all it can. */
export const houseFull = (slots: number) => `Your house is full (${slots} of ${slots} items): take something out first.`;

/** An item kept in a house: the item it was, `stored_id` naming it in the house. */
export const storedItem = inventoryItem.omit({ id: true }).extend({ stored_id: id });
export type StoredItem = z.infer<typeof storedItem>;

/** One of the character's houses: where, how much it holds (from its craft's quality), what it holds. */
export const houseView = z.object({
  structure_id: id,
  name: z.string(),
  place: z.object({ id, name: z.string() }),
  lot: id,
  crafter_name: z.string().nullable(),
  slots: id,
  /** Whether the character stands in the house's place (it can store and take only then). */
  here: z.boolean(),
  stored: z.array(storedItem),
});
export type HouseView = z.infer<typeof houseView>;

/** GET /api/houses: the character's houses and what each stores. */
export const housesState = z.object({ houses: z.array(houseView) });
export type HousesState = z.infer<typeof housesState>;

export const housesActionResponse = housesState.extend({ success: z.literal(true), message: z.string() });
export type HousesActionResponse = z.infer<typeof housesActionResponse>;

export const storeItemRequest = z.object({ structure_id: dbId, item_id: dbId });
export const takeItemRequest = z.object({ structure_id: dbId, stored_id: dbId });

const houseChanges = changes(['houses', 'inventory'], ['inventory']);

/** A house's storage (issue 38): store carried items in one's house and take them back, standing there. */
export const houseRoutes = {
  show: route({ method: 'GET', path: '/api/houses', access: 'character', response: housesState }),
  store: route({ changes: houseChanges, method: 'POST', path: '/api/houses/store', access: 'character', body: storeItemRequest, response: housesActionResponse, idempotent: true }),
  take: route({ changes: houseChanges, method: 'POST', path: '/api/houses/take', access: 'character', body: takeItemRequest, response: housesActionResponse, idempotent: true }),
};

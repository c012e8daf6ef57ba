import { z } from 'zod';
import { bodyId } from './bodyId';
import { EXPERIMENT_ATTRIBUTES } from '../rules/crafting/experimentation';
import { HARVEST_TARGETS } from '../rules/crafting/resourceCommodities';
import { RESOURCE_KINDS } from '../rules/crafting/resourceSpawns';
import { EXPERIENCE_TYPES } from '../rules/experienceTypes';
import { ITEM_CATEGORIES } from '../rules/items/itemKinds';
import { STRUCTURE_KINDS } from '../rules/crafting/structures';
import { changes } from './changes';
import { inventoryItem } from './items';
import { route } from './route';

const id = z.number().int();

/** The most a vendor may ask for one item. */
export const MAX_VENDOR_PRICE = 10_000_000;
/** Items one stall can list at once. */
export const MAX_VENDOR_LISTINGS = 20;

/** The refusals of crafting's acts, as the player reads them. */
export const craftingMessages = {
  nowhereToSurvey: 'There is no ground to survey here.',
  noSuchDeposit: 'That deposit is not within your survey here: survey again where you stand.',
  alreadyHarvested: 'You have already harvested that deposit; wait for the ground to change.',
  noSchematic: 'You do not know that schematic: learn the skill that grants it.',
  stacksNeeded: 'Choose one resource for each ingredient of the schematic.',
  noSuchStack: 'You do not carry that resource.',
  notCrafter: 'Only a crafter can run a vendor stall: learn a crafting profession\'s novice skill.',
  hasStall: 'You already have a vendor stall.',
  noStall: 'Place your vendor stall first.',
  stallElsewhere: 'Your vendor stall stands in another place: you can only stock it where it stands.',
  notCrafted: 'Only items you crafted yourself can be sold at your stall.',
  listedAlready: 'That item is already for sale.',
  equipped: 'Unequip that item before you sell it.',
  stallFull: `A stall holds at most ${MAX_VENDOR_LISTINGS} items.`,
  notListed: 'That item is not for sale here.',
  ownListing: 'You cannot buy from your own stall.',
  price: `Ask between 1 and ${MAX_VENDOR_PRICE.toLocaleString('en-US')} credits.`,
  stallName: 'Name your stall in 3 to 40 characters.',
  needStallStructure: 'A vendor stall needs a stall structure of yours on a lot here: craft a Trader\'s Booth or a Vendor Stall and place it first.',
  notAStructure: 'That item is not a structure you can place.',
  noLots: 'There are no lots to build on here.',
  structureListed: 'Take that structure off your stall before you place it.',
  noShipForHold: 'You have no ship here to harvest into: harvest into your inventory.',
  notACommodity: 'That resource is no market commodity: harvest it into your inventory.',
  notTradedHere: 'No market in this system trades that commodity: harvest it into your inventory.',
} as const;

/** The refusal of a harvest its units don't fit in the hold (changes nothing). */
export const holdFullMessage = (units: number, free: number) =>
  `Your hold has room for ${free} more ${free === 1 ? 'unit' : 'units'}; this harvest gives ${units}. Sell or unload cargo first, or harvest into your inventory.`;

export const resourceDeposit = z.object({
  key: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  name: z.string(),
  quality: id,
  concentration: id,
  /** Units one harvest gives this character. */
  harvest_units: id,
  harvested: z.boolean(),
  expires_at: z.string(),
  /** The market commodity the resource doubles as (null: none), and whether the hold can take it here now. */
  commodity: z.string().nullable(),
  to_hold: z.boolean(),
});
export type ResourceDeposit = z.infer<typeof resourceDeposit>;

export const resourceStack = z.object({ id, kind: z.enum(RESOURCE_KINDS), name: z.string(), quality: id, units: id });
export type ResourceStack = z.infer<typeof resourceStack>;

export const schematicView = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  profession: z.string(),
  category: z.enum(ITEM_CATEGORIES),
  experience: z.enum(EXPERIENCE_TYPES),
  complexity: id,
  ingredients: z.array(z.object({ kind: z.enum(RESOURCE_KINDS), units: id })),
});
export type SchematicView = z.infer<typeof schematicView>;

/** GET /api/crafting: where the character stands, its resources, schematics and crafting bonuses. */
export const craftingState = z.object({
  district: z.object({ id, name: z.string() }).nullable(),
  /** The deposits the character's survey reaches here (empty where there is no ground). */
  deposits: z.array(resourceDeposit),
  resources: z.array(resourceStack),
  schematics: z.array(schematicView),
  /** `droid_reach`: the extra deposits the best survey droid carried finds (0 without one). */
  bonuses: z.object({ assembly: z.number(), experimentation: z.number(), survey: z.number(), droid_reach: id }),
  /** The active ship's hold, where a harvest of a commodity can go (null: no ship). */
  hold: z.object({ ship_name: z.string(), capacity: id, used: id }).nullable(),
});
export type CraftingState = z.infer<typeof craftingState>;

export const craftingActionResponse = craftingState.extend({ success: z.literal(true), message: z.string() });
export type CraftingActionResponse = z.infer<typeof craftingActionResponse>;

export const harvestRequest = z.object({
  spawn_key: z.string().min(1).max(64),
  /** Where the units go: the character's resources (the default) or its ship's hold, as the market commodity. */
  into: z.enum(HARVEST_TARGETS).default('inventory'),
});
/** Points placed on each experimental attribute (the server checks them against the craft's points). */
export const experimentAllocation = z.partialRecord(z.enum(EXPERIMENT_ATTRIBUTES), z.number().int().min(0).max(100));

export const craftRequest = z.object({
  schematic_key: z.string().min(1).max(64),
  /** One carried resource for each ingredient, in the schematic's order. */
  stack_ids: z.array(bodyId).min(1, craftingMessages.stacksNeeded).max(8, craftingMessages.stacksNeeded),
  /** Where the player places the experimentation points (left out: dealt evenly round the attributes). */
  experiment: experimentAllocation.optional(),
});
export type CraftRequest = z.input<typeof craftRequest>;

/** What a finished craft reports: its two stages and the item. */
export const craftResponse = craftingActionResponse.extend({
  item: inventoryItem,
  stages: z.object({ resource_quality: id, assembled: z.number(), experiment_points: id, experiment: experimentAllocation, quality: z.number() }),
  experience: z.object({ type: z.enum(EXPERIENCE_TYPES), amount: id }),
});
export type CraftResponse = z.infer<typeof craftResponse>;

export const vendorListing = z.object({ item: inventoryItem, price: id, listed_at: z.string() });
export type VendorListing = z.infer<typeof vendorListing>;

export const vendorStall = z.object({ owner: z.object({ id, name: z.string() }), name: z.string(), listings: z.array(vendorListing) });
export type VendorStall = z.infer<typeof vendorStall>;

/** A structure the character placed: what, where (the lot it owns), who built it. */
export const ownedStructure = z.object({
  id,
  kind: z.enum(STRUCTURE_KINDS),
  name: z.string(),
  place: z.object({ id, name: z.string() }),
  lot: id,
  crafter_name: z.string().nullable(),
  /** Whether a vendor stall is set up on it. */
  in_use: z.boolean(),
});
export type OwnedStructure = z.infer<typeof ownedStructure>;

/** GET /api/vendors: the stalls in the character's place and its own stall wherever it stands. */
export const vendorsState = z.object({
  /** The lots of the place the character stands in (issue 38 part B). */
  lots: z.object({ total: id, free: id }),
  /** The structures the character placed, anywhere. */
  structures: z.array(ownedStructure),
  place: z.object({ id, name: z.string() }),
  stalls: z.array(vendorStall),
  own: vendorStall.extend({ place: z.object({ id, name: z.string() }) }).nullable(),
  /** Whether the character may set up its stall here (a crafter, no stall yet, a free stall structure of its own placed here). */
  can_place: z.boolean(),
});
export type VendorsState = z.infer<typeof vendorsState>;

export const vendorsActionResponse = vendorsState.extend({ success: z.literal(true), message: z.string() });
export type VendorsActionResponse = z.infer<typeof vendorsActionResponse>;

export const placeStallRequest = z.object({ name: z.string().trim().min(3, craftingMessages.stallName).max(40, craftingMessages.stallName) });
export const listItemRequest = z.object({
  item_id: bodyId,
  price: z.coerce.number(craftingMessages.price).int(craftingMessages.price).min(1, craftingMessages.price).max(MAX_VENDOR_PRICE, craftingMessages.price),
});
export const itemIdRequest = z.object({ item_id: bodyId });
/** POST /api/vendors/structure: place a carried structure on the first free lot where the character stands. */
export const placeStructureRequest = itemIdRequest;

/** Why a CraftingUpdated event was sent. */
export const CRAFTING_CHANGES = ['craft_finished', 'vendor_sale', 'spawn_expiring'] as const;
export const craftingUpdatedPayload = z.object({ character_id: id, change: z.enum(CRAFTING_CHANGES), message: z.string() });
export type CraftingUpdatedPayload = z.infer<typeof craftingUpdatedPayload>;

/** Crafting and players' vendor stalls (issue 38). */
export const craftingRoutes = {
  show: route({ method: 'GET', path: '/api/crafting', access: 'character', response: craftingState }),
  harvest: route({ changes: changes(['crafting', 'market', 'ships'], ['ships']), method: 'POST', path: '/api/crafting/harvest', access: 'character', body: harvestRequest, response: craftingActionResponse }),
  craft: route({ changes: changes(['crafting', 'inventory', 'skills'], ['skills']), method: 'POST', path: '/api/crafting/craft', access: 'character', body: craftRequest, response: craftResponse }),
  vendors: route({ method: 'GET', path: '/api/vendors', access: 'character', response: vendorsState }),
  placeStall: route({ changes: changes(['vendors'], []), method: 'POST', path: '/api/vendors/stall', access: 'character', body: placeStallRequest, response: vendorsActionResponse }),
  list: route({ changes: changes(['vendors', 'inventory'], []), method: 'POST', path: '/api/vendors/list', access: 'character', body: listItemRequest, response: vendorsActionResponse }),
  unlist: route({ changes: changes(['vendors', 'inventory'], []), method: 'POST', path: '/api/vendors/unlist', access: 'character', body: itemIdRequest, response: vendorsActionResponse }),
  placeStructure: route({ changes: changes(['vendors', 'inventory', 'houses'], []), method: 'POST', path: '/api/vendors/structure', access: 'character', body: placeStructureRequest, response: vendorsActionResponse, idempotent: true }),
  buy: route({ changes: changes(['vendors', 'inventory'], ['credits']), method: 'POST', path: '/api/vendors/buy', access: 'character', body: itemIdRequest, response: vendorsActionResponse, idempotent: true }),
};

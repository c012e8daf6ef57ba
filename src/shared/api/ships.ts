import { z } from 'zod';
import { SIZE_CLASSES } from '../rules/ships/sizeClass';
import { route } from './route';
import { changes } from './changes';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);
export const shipIdParams = z.object({ id });
export const shipPartParams = z.object({ id, partId: id });
export const shipUpgradeParams = z.object({ id, upgradeId: id });

export const shipSizeClass = z.enum(SIZE_CLASSES);

/** The kinds of part a captain records on a ship (the add-part form's choices). */
export const SHIP_PART_TYPES = ['engine', 'thruster', 'hull', 'shield', 'weapon', 'sensor', 'navigation', 'cargo', 'life_support', 'power'] as const;
export const shipPartType = z.enum(SHIP_PART_TYPES);

/** Free-form notes on a part or upgrade record: a few short scalar fields. */
export const recordMetaData = z
  .record(z.string().trim().min(1).max(40), z.union([z.string().max(200), z.number().finite(), z.boolean()]))
  .refine((value) => Object.keys(value).length <= 10, { message: 'At most 10 meta data fields.' });

export const shipPart = z.object({ id: z.number().int(), name: z.string(), type: z.string(), meta_data: z.record(z.string(), z.unknown()) });
export type ShipPart = z.infer<typeof shipPart>;
export const shipUpgradeRecord = z.object({ id: z.number().int(), name: z.string(), meta_data: z.record(z.string(), z.unknown()) });
export type ShipUpgradeRecord = z.infer<typeof shipUpgradeRecord>;

const recordName = z.string().trim().min(1, 'The name field is required.').max(60, 'The name may not be longer than 60 characters.');
export const addShipPartRequest = z.object({ name: recordName, type: shipPartType, meta_data: recordMetaData.default({}) });
export type AddShipPartRequest = z.input<typeof addShipPartRequest>;
export const addShipUpgradeRequest = z.object({ name: recordName, meta_data: recordMetaData.default({}) });
export type AddShipUpgradeRequest = z.input<typeof addShipUpgradeRequest>;
export const shipRecordRemovedResponse = z.object({ message: z.string() });

/**
 * The Ship of seed 001 §3: `stats` what it holds now (cargo in tons, fuel in units), `meta_data`
 * what it is built for (speed, tank, hold and the other bars of the detail screen).
 */
export const ship = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The size class. */
  type: shipSizeClass,
  template_name: z.string(),
  manufacturer: z.string(),
  is_active: z.boolean(),
  condition: z.number(),
  stats: z.object({ cargo: z.number(), fuel: z.number(), durability: z.number() }),
  meta_data: z.object({
    speed: z.number(),
    fuel: z.number(),
    capacity: z.number(),
    fuel_efficiency: z.number(),
    durability: z.number(),
    damage: z.number(),
  }),
  parts: z.array(shipPart),
  upgrades: z.array(shipUpgradeRecord),
});
export type Ship = z.infer<typeof ship>;
/** GET /api/ships: the character's ships, the active one first. */
export const shipListResponse = z.array(ship);

/** The Ship status of seed 001 §3 (the active ship), with its id and condition percentage. */
export const shipStatus = z.object({
  id: z.number().int(),
  name: z.string(),
  fuel: z.number(),
  max_fuel: z.number(),
  fuel_efficiency: z.number(),
  speed: z.number(),
  durability: z.number(),
  max_durability: z.number(),
  condition: z.number(),
});
export type ShipStatus = z.infer<typeof shipStatus>;
/** GET /api/ship/status: the ship, and whether the place the character is at sells fuel. */
export const shipStatusResponse = z.object({
  ship: shipStatus,
  refuel: z.object({ available: z.boolean(), reason: z.string().nullable(), price_per_unit: z.number().int() }),
});
export type ShipStatusResponse = z.infer<typeof shipStatusResponse>;

/** POST /api/ship/refuel. The amount's rules are game rules (422 with `error`), not schema ones. */
export const refuelRequest = z.object({ fuel_amount: z.number() });
export type RefuelRequest = z.infer<typeof refuelRequest>;
export const refuelResponse = z.object({ new_fuel_level: z.number(), credits_remaining: z.number().int(), cost: z.number().int() });
export type RefuelResponse = z.infer<typeof refuelResponse>;

/** What a ShipStatusChanged event carries on the character's channel. */
export const shipStatusChangedPayload = z.object({
  ship_id: z.number().int(),
  // arrived and travel_event come from the travel domain (arrival wear, random-event damage or fuel);
  // cargo_loaded and cargo_unloaded from a market trade (the hold changed); repaired from a repair kit.
  change: z.enum(['refueled', 'purchased', 'upgrade_installed', 'upgrade_uninstalled', 'arrived', 'travel_event', 'cargo_loaded', 'cargo_unloaded', 'repaired']),
  message: z.string(),
});
export type ShipStatusChangedPayload = z.infer<typeof shipStatusChangedPayload>;

/** Seed 001 §7 "Ships": the fleet, part and upgrade records, the active ship's status and refuel. */
export const shipRoutes = {
  list: route({ method: 'GET', path: '/api/ships', access: 'character', response: shipListResponse }),
  addPart: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'POST', path: '/api/ships/:id/parts', access: 'character', params: shipIdParams, body: addShipPartRequest, response: shipPart, status: 201 }),
  removePart: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'DELETE', path: '/api/ships/:id/parts/:partId', access: 'character', params: shipPartParams, response: shipRecordRemovedResponse }),
  addUpgrade: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'POST', path: '/api/ships/:id/upgrades', access: 'character', params: shipIdParams, body: addShipUpgradeRequest, response: shipUpgradeRecord, status: 201 }),
  removeUpgrade: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'DELETE', path: '/api/ships/:id/upgrades/:upgradeId', access: 'character', params: shipUpgradeParams, response: shipRecordRemovedResponse }),
  status: route({ method: 'GET', path: '/api/ship/status', access: 'character', response: shipStatusResponse }),
  refuel: route({ ability: 'travel', changes: changes(['ships'], ['credits', 'ships']), method: 'POST', path: '/api/ship/refuel', access: 'character', body: refuelRequest, response: refuelResponse, idempotent: true }),
};

import { z } from 'zod';
import { RARITIES } from '../rules/rarity';
import { STAT_NAMES, type StatName } from '../rules/ships/shipStats';
import { route } from './route';
import { shipSizeClass } from './ships';
import { changes } from './changes';


const id = z.coerce.number().int().positive().max(2 ** 31 - 1);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const price = z.coerce.number().int().min(0).max(1_000_000_000);

export const customizationShipParams = z.object({ shipId: id });
export const upgradeParams = z.object({ id });
export const upgradeRarity = z.enum(RARITIES);

/** Every ship stat, from the rules' one list of them. */
export const shipStatValues = z.object(Object.fromEntries(STAT_NAMES.map((stat) => [stat, z.number()])) as Record<StatName, z.ZodNumber>);
export const statModifiers = shipStatValues.partial();

/** The Owned ship for customization of seed 001 §3. */
export const customizableShip = z.object({
  id: z.number().int(),
  name: z.string(),
  template_name: z.string(),
  size_class: shipSizeClass,
  current_stats: shipStatValues,
  total_upgrade_value: z.number().int(),
});
export type CustomizableShip = z.infer<typeof customizableShip>;

/** The Installed customization of seed 001 §3. */
export const installedCustomization = z.object({
  id: z.number().int(),
  /** Null for a crafted part (it came from the inventory, not the outfitter). */
  upgrade_template_id: z.number().int().nullable(),
  /** Who crafted the part (null for the outfitter's). */
  crafter_name: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  rarity: upgradeRarity,
  category: z.string(),
  stat_modifiers: statModifiers,
  cost: z.number().int(),
  refund: z.number().int(),
  installed_at: z.string(),
});
export type InstalledCustomization = z.infer<typeof installedCustomization>;
export const customizationShipResponse = z.object({ ship: customizableShip, customizations: z.array(installedCustomization) });
export type CustomizationShipResponse = z.infer<typeof customizationShipResponse>;

/** GET /api/ship-customization/upgrades query; `ship_id` judges compatibility against that ship. */
export const upgradeListQuery = z.object({
  category: optional(z.string().trim().min(1).max(40)),
  rarity: optional(upgradeRarity),
  min_price: optional(price),
  max_price: optional(price),
  ship_id: optional(id),
});
export type UpgradeListQuery = z.input<typeof upgradeListQuery>;
export const upgradeDetailsQuery = z.object({ ship_id: optional(id) });

/** The Upgrade template of seed 001 §3. Without a ship, compatibility is not judged and ship_compatibility is null. */
export const upgradeTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rarity: upgradeRarity,
  rarity_color: z.string(),
  category: z.string(),
  component: z.string(),
  manufacturer: z.string(),
  lore_description: z.string(),
  installation_time: z.number().int(),
  performance_impact: z.string(),
  effectiveness_rating: z.number(),
  market_price: z.number().int(),
  base_cost: z.number().int(),
  total_installation_cost: z.number().int(),
  stat_modifiers: statModifiers,
  compatible_sizes: z.array(shipSizeClass),
  compatibility: z.object({ is_compatible: z.boolean(), reason: z.string().nullable() }),
  ship_compatibility: z.object({ ship_stats_before: shipStatValues, ship_stats_after: shipStatValues }).nullable(),
});
export type UpgradeTemplate = z.infer<typeof upgradeTemplate>;
export const upgradeListResponse = z.object({
  upgrades: z.object({ data: z.array(upgradeTemplate) }),
  filters: z.object({ categories: z.array(z.string()), rarities: z.array(upgradeRarity) }),
});
export type UpgradeListResponse = z.infer<typeof upgradeListResponse>;
export const upgradeDetailsResponse = z.object({ upgrade: upgradeTemplate });

export const installUpgradeRequest = z.object({
  ship_id: z.number().int().positive().max(2 ** 31 - 1),
  upgrade_template_id: z.number().int().positive().max(2 ** 31 - 1),
});
export type InstallUpgradeRequest = z.infer<typeof installUpgradeRequest>;
export const installUpgradeResponse = z.object({
  message: z.string(),
  customization: installedCustomization,
  ship: customizableShip,
  credits_remaining: z.number().int(),
});
export type InstallUpgradeResponse = z.infer<typeof installUpgradeResponse>;

export const uninstallUpgradeRequest = z.object({ customization_id: z.number().int().positive().max(2 ** 31 - 1) });
export type UninstallUpgradeRequest = z.infer<typeof uninstallUpgradeRequest>;
export const uninstallUpgradeResponse = z.object({
  message: z.string(),
  refund: z.number().int(),
  ship: customizableShip,
  credits_remaining: z.number().int(),
});
export type UninstallUpgradeResponse = z.infer<typeof uninstallUpgradeResponse>;

/** A crafted ship part in the character's inventory (issue 38), as the customization screen offers it beside the outfitter's. */
export const craftedPartOffer = z.object({
  item_id: z.number().int(),
  name: z.string(),
  crafter_name: z.string().nullable(),
  component: z.string(),
  category: z.string(),
  stat_modifiers: statModifiers,
  performance_impact: z.string(),
  compatibility: z.object({ is_compatible: z.boolean(), reason: z.string().nullable() }),
  ship_stats_after: shipStatValues,
});
export type CraftedPartOffer = z.infer<typeof craftedPartOffer>;
export const craftedPartsQuery = z.object({ ship_id: id });
export const craftedPartsResponse = z.object({ parts: z.array(craftedPartOffer) });
export type CraftedPartsResponse = z.infer<typeof craftedPartsResponse>;
export const installCraftedRequest = z.object({ ship_id: id, item_id: id });
export type InstallCraftedRequest = z.infer<typeof installCraftedRequest>;

/** The refusals of installing a crafted part. */
export const craftedPartMessages = {
  notAPart: 'That item is not a ship part.',
} as const;

/** Seed 001 §7 "Ship customization": a ship's fitting, the outfitter's catalogue, install and uninstall. */
export const shipCustomizationRoutes = {
  ship: route({ method: 'GET', path: '/api/ship-customization/ships/:shipId', access: 'character', params: customizationShipParams, response: customizationShipResponse }),
  upgrades: route({ method: 'GET', path: '/api/ship-customization/upgrades', access: 'character', query: upgradeListQuery, response: upgradeListResponse }),
  upgrade: route({ method: 'GET', path: '/api/ship-customization/upgrades/:id', access: 'character', params: upgradeParams, query: upgradeDetailsQuery, response: upgradeDetailsResponse }),
  install: route({ changes: changes(['ships'], ['credits', 'ships']), method: 'POST', path: '/api/ship-customization/install', access: 'character', body: installUpgradeRequest, response: installUpgradeResponse, idempotent: true }),
  uninstall: route({ changes: changes(['ships', 'inventory'], ['credits', 'ships']), method: 'POST', path: '/api/ship-customization/uninstall', access: 'character', body: uninstallUpgradeRequest, response: uninstallUpgradeResponse, idempotent: true }),
  craftedParts: route({ method: 'GET', path: '/api/ship-customization/crafted-parts', access: 'character', query: craftedPartsQuery, response: craftedPartsResponse }),
  installCrafted: route({ changes: changes(['ships', 'inventory'], ['ships']), method: 'POST', path: '/api/ship-customization/install-crafted', access: 'character', body: installCraftedRequest, response: installUpgradeResponse, idempotent: true }),
};

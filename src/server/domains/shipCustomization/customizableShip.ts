import type { Kysely } from 'kysely';
import type { CustomizableShip, InstalledCustomization } from '../../../shared/api';
import { uninstallRefund } from '../../../shared/rules/ships/uninstallRefund';
import type { ShipFit } from '../../../shared/rules/ships/upgradeCompatibility';
import type { Database } from '../../db/schema';
import { notFound } from '../../kernel/refusal';
import { SHIP_NOT_FOUND } from '../../kernel/locks';
import { selectShipDetails, statsOf } from '../../kernel/shipRows';
import { installedOn } from './installedParts';

/** A ship as the outfitter sees it: the Owned ship for customization, what is installed, and what fitting depends on. */
export interface OutfitterView {
  ship: CustomizableShip;
  customizations: InstalledCustomization[];
  fit: ShipFit;
  fuel: number;
  durability: number;
  cargoUsed: number;
}

/** Loads one of the character's ships with its installed upgrades; pass the transaction when it decides an install. */
export async function loadOutfitterView(db: Kysely<Database>, characterId: number, shipId: number): Promise<OutfitterView> {
  const row = await selectShipDetails(db)
    .where('s.id', '=', shipId)
    .where('s.character_id', '=', characterId)
    .executeTakeFirst();
  if (!row) throw notFound(SHIP_NOT_FOUND);
  const installed = await installedOn(db, shipId);
  const stats = statsOf(row);
  return {
    ship: {
      id: row.id,
      name: row.name,
      template_name: row.template_name,
      size_class: row.size_class,
      current_stats: stats,
      total_upgrade_value: installed.reduce((sum, c) => sum + c.cost, 0),
    },
    customizations: installed.map((c) => ({
      id: c.id,
      upgrade_template_id: c.upgrade_template_id,
      crafter_name: c.crafter_name,
      name: c.name,
      description: c.description,
      rarity: c.rarity,
      category: c.category,
      stat_modifiers: c.stat_modifiers,
      cost: c.cost,
      refund: uninstallRefund(c.cost),
      installed_at: c.installed_at.toISOString(),
    })),
    fit: { size_class: row.size_class, stats, installed_components: installed.map((c) => c.component) },
    fuel: row.fuel,
    durability: row.durability,
    cargoUsed: row.cargo_used,
  };
}

import type { Selectable } from 'kysely';
import type { UpgradeTemplate } from '../../../shared/api';
import { RARITY_COLORS, rarityRank } from '../../../shared/rules/rarity';
import { applyModifiers, describeModifiers } from '../../../shared/rules/ships/shipStats';
import { upgradeCompatibility, type ShipFit } from '../../../shared/rules/ships/upgradeCompatibility';
import { totalInstallationCost } from '../../../shared/rules/ships/upgradePricing';
import type { Db } from '../../db/database';
import type { UpgradeTemplatesTable } from '../../db/schema';

export type UpgradeRow = Selectable<UpgradeTemplatesTable>;

/**
 * The Upgrade template of seed 001 §3. Outfitters sell at list price (market_price = base_cost)
 * and charge fitting labour by the minute on top. Given a ship, it says whether the upgrade fits
 * and what the ship's stats would become.
 */
export function presentUpgrade(u: UpgradeRow, fit: ShipFit | null): UpgradeTemplate {
  const marketPrice = u.base_cost;
  return {
    id: u.id,
    name: u.name,
    description: u.description,
    rarity: u.rarity,
    rarity_color: RARITY_COLORS[u.rarity],
    category: u.category,
    component: u.component,
    manufacturer: u.manufacturer,
    lore_description: u.lore_description,
    installation_time: u.installation_time,
    performance_impact: describeModifiers(u.stat_modifiers),
    effectiveness_rating: u.effectiveness_rating,
    market_price: marketPrice,
    base_cost: u.base_cost,
    total_installation_cost: totalInstallationCost(marketPrice, u.installation_time),
    stat_modifiers: u.stat_modifiers,
    compatible_sizes: u.compatible_sizes,
    compatibility: fit ? upgradeCompatibility(u, fit) : { is_compatible: true, reason: null },
    ship_compatibility: fit ? { ship_stats_before: fit.stats, ship_stats_after: applyModifiers(fit.stats, u.stat_modifiers) } : null,
  };
}

export interface UpgradeFilters {
  category?: string;
  rarity?: UpgradeRow['rarity'];
  min_price?: number;
  max_price?: number;
}

/** The outfitter's stock, filtered on the total installation cost (what the player pays), by category then rarity then name. */
export async function loadUpgrades(db: Db, filters: UpgradeFilters, fit: ShipFit | null): Promise<UpgradeTemplate[]> {
  let query = db.selectFrom('upgrade_templates').selectAll();
  if (filters.category) query = query.where('category', '=', filters.category);
  if (filters.rarity) query = query.where('rarity', '=', filters.rarity);
  const rows = await query.orderBy('category').orderBy('name').execute();
  return rows
    .map((row) => presentUpgrade(row, fit))
    .filter((u) => (filters.min_price === undefined || u.total_installation_cost >= filters.min_price) && (filters.max_price === undefined || u.total_installation_cost <= filters.max_price))
    .sort((a, b) => a.category.localeCompare(b.category) || rarityRank(a.rarity) - rarityRank(b.rarity) || a.name.localeCompare(b.name));
}

/** The filter bar's choices: every category sold, and the rarities from common up. */
export async function upgradeFilterChoices(db: Db): Promise<{ categories: string[]; rarities: UpgradeRow['rarity'][] }> {
  const rows = await db.selectFrom('upgrade_templates').select(['category', 'rarity']).distinct().execute();
  return {
    categories: [...new Set(rows.map((r) => r.category))].sort((a, b) => a.localeCompare(b)),
    rarities: [...new Set(rows.map((r) => r.rarity))].sort((a, b) => rarityRank(a) - rarityRank(b)),
  };
}

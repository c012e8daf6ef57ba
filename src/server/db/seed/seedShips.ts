import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { shipTemplates } from './shipTemplates';
import { upgradeTemplates } from './upgradeTemplates';

/** Writes the ship models sold in shipyards and the upgrades sold by outfitters. */
export async function seedShips(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('ship_templates')
    .values(
      shipTemplates.map(({ ratings, recommended_for, is_rare, is_starter, ...t }) => ({
        ...t,
        is_rare: is_rare ?? false,
        is_starter: is_starter ?? false,
        reliability_rating: ratings.reliability,
        fuel_efficiency_rating: ratings.fuel_efficiency,
        cargo_rating: ratings.cargo,
        combat_rating: ratings.combat,
        recommended_for: JSON.stringify(recommended_for),
      })),
    )
    .execute();
  await trx
    .insertInto('upgrade_templates')
    .values(
      upgradeTemplates.map(({ stat_modifiers, compatible_sizes, ...u }) => ({
        ...u,
        stat_modifiers: JSON.stringify(stat_modifiers),
        compatible_sizes: JSON.stringify(compatible_sizes),
      })),
    )
    .execute();
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { explosives, itemCatalogue, type ItemTemplate } from './itemCatalogue';
import { refreshCombatRewards } from './seedCombat';

export async function insertTemplates(trx: Transaction<Database>, templates: readonly ItemTemplate[]): Promise<void> {
  if (templates.length === 0) return;
  await trx
    .insertInto('item_templates')
    .values(
      templates.map((t) => ({
        name: t.name,
        description: t.description,
        category: t.category,
        quality: t.quality,
        price: t.price,
        slots: JSON.stringify(t.slots ?? []),
        damage_min: t.damage?.[0] ?? null,
        damage_max: t.damage?.[1] ?? null,
        protection_min: t.protection?.[0] ?? null,
        protection_max: t.protection?.[1] ?? null,
        effect_amount: t.effect ?? null,
        meta_data: JSON.stringify(t.meta),
      })),
    )
    .execute();
}

/** Writes the item catalogue shops sell and loot draws from. */
export async function seedItems(trx: Transaction<Database>): Promise<void> {
  await insertTemplates(trx, itemCatalogue);
}

/**
 * Weapons by kind, version 1: a database seeded before explosives existed gets the grenades it
 * lacks (by name), and its seeded enemies' loot tables are drawn again so they may carry them.
 */
export async function seedExplosives(trx: Transaction<Database>): Promise<void> {
  const present = new Set((await trx.selectFrom('item_templates').select('name').where('category', '=', 'explosive').execute()).map((row) => row.name));
  await insertTemplates(trx, explosives.filter((t) => !present.has(t.name)));
  await refreshCombatRewards(trx);
}

import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { itemCatalogue } from './itemCatalogue';

/** Writes the item catalogue shops sell and loot draws from. */
export async function seedItems(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('item_templates')
    .values(
      itemCatalogue.map((t) => ({
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

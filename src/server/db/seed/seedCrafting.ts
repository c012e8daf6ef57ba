import type { Transaction } from 'kysely';
import { SCHEMATICS } from '../../../shared/rules/crafting/schematics';
import type { Database } from '../schema';
import type { ItemTemplate } from './itemCatalogue';
import { insertTemplates } from './seedItems';

/** The catalogue entry of every schematic's item: what the craft's stats scale (issue 38). */
export const craftedTemplates: readonly ItemTemplate[] = SCHEMATICS.map((s) => ({
  name: s.name,
  description: s.description,
  category: s.category,
  quality: 'common',
  price: s.price,
  ...(s.slots ? { slots: s.slots } : {}),
  ...(s.damage ? { damage: [s.damage[0], s.damage[1]] as [number, number] } : {}),
  ...(s.protection ? { protection: [s.protection[0], s.protection[1]] as [number, number] } : {}),
  ...(s.effect !== undefined ? { effect: s.effect } : {}),
  meta: { ...s.meta, origin: 'crafted', ...(s.buff ? { buff_percent: s.buff.percent, buff_minutes: s.buff.minutes } : {}) },
}));

/** Writes the crafted items' templates the catalogue lacks (by name). */
export async function seedCrafting(trx: Transaction<Database>): Promise<void> {
  const present = new Set((await trx.selectFrom('item_templates').select('name').execute()).map((row) => row.name));
  await insertTemplates(trx, craftedTemplates.filter((t) => !present.has(t.name)));
}

/** The schematics above novice (issue 38): their templates, and the novice meals' buffs on templates written before. */
export async function seedCraftingTiers(trx: Transaction<Database>): Promise<void> {
  await seedCrafting(trx);
  for (const t of craftedTemplates.filter((template) => template.meta.buff_minutes !== undefined)) {
    await trx.updateTable('item_templates').set({ meta_data: JSON.stringify(t.meta) }).where('name', '=', t.name).execute();
  }
}

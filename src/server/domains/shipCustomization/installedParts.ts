import { sql, type Kysely } from 'kysely';
import type { Rarity } from '../../../shared/rules/rarity';
import type { Database } from '../../db/schema';

/** What a crafted part's customization keeps of its item, to show it and to give the item back on uninstall. */
export interface CraftedItemKept {
  item_template_id: number;
  name: string;
  description: string;
  component: string;
  category: string;
  crafter_name: string | null;
  crafted_stats: unknown;
  condition: number;
}

/** The upgrades installed on a ship, bought (their template's names) or crafted (the kept item's), oldest first. */
export function installedOn(db: Kysely<Database>, shipId: number) {
  const kept = (field: keyof CraftedItemKept) => sql<string>`sc.crafted_item->>${field}`;
  return db
    .selectFrom('ship_customizations as sc')
    .leftJoin('upgrade_templates as u', 'u.id', 'sc.upgrade_template_id')
    .select(['sc.id', 'sc.upgrade_template_id', 'sc.cost', 'sc.stat_modifiers', 'sc.installed_at'])
    .select([
      sql<string>`coalesce(u.name, ${kept('name')})`.as('name'),
      sql<string>`coalesce(u.description, ${kept('description')})`.as('description'),
      sql<Rarity>`coalesce(u.rarity, 'common')`.as('rarity'),
      sql<string>`coalesce(u.category, ${kept('category')})`.as('category'),
      sql<string>`coalesce(u.component, ${kept('component')})`.as('component'),
      sql<string | null>`${kept('crafter_name')}`.as('crafter_name'),
      sql<CraftedItemKept | null>`sc.crafted_item`.as('crafted_item'),
    ])
    .where('sc.ship_id', '=', shipId)
    .orderBy('sc.id')
    .execute();
}

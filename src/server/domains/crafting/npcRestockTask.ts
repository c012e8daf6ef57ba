import { sql } from 'kysely';
import { npcCraft, restockWindow, SHELF_SLOTS } from '../../../shared/rules/crafting/npcCrafters';
import { SHOP_STOCK, shopCategories } from '../../../shared/rules/items/shopPricing';
import type { PlaceType } from '../../db/schema';
import type { TickTask } from '../../sim/tickTask';
import { craftedStatsJson } from './craftedItemStats';

const SHOP_TYPES = Object.keys(SHOP_STOCK) as PlaceType[];
/** Shops restocked in one tick at most: a large galaxy's turn of the window spreads over a few ticks. */
const SHOPS_PER_TICK = 1000;

/**
 * The galaxy clock's NPC crafters (issue 38, "the shops' stock is partly crafted"): once in each
 * restock window, every shop's empty shelf slots get a crafted good of what it sells, made by a
 * named NPC crafter at a quality drawn from the galaxy's seed (the planet's), the place, the window
 * and the slot. Goods nobody bought stay on the shelf; a slot a buyer emptied waits for the next window.
 */
export const npcRestockTask: TickTask = {
  name: 'npc-restock',
  run: async ({ db, now }) => {
    const window = restockWindow(now);
    const due = await db
      .selectFrom('places as p')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .innerJoin('districts as d', 'd.id', 'l.district_id')
      .innerJoin('planets as pl', 'pl.id', 'd.planet_id')
      .leftJoin('shop_restocks as r', 'r.place_id', 'p.id')
      .select(['p.id', 'p.place_type', 'pl.seed'])
      .where('p.place_type', 'in', SHOP_TYPES)
      .where((eb) => eb.or([eb('r.restock_window', 'is', null), eb('r.restock_window', '<', window)]))
      .orderBy('p.id')
      .limit(SHOPS_PER_TICK)
      .execute();
    if (due.length === 0) return;
    const templates = new Map((await db.selectFrom('item_templates').select(['id', 'name']).where(sql<boolean>`meta_data->>'origin' = 'crafted'`).execute()).map((t) => [t.name, t.id]));
    await db.transaction().execute(async (trx) => {
      // Claim the window for every due shop at once: a shop another process claimed is left out.
      const claimed = await trx
        .insertInto('shop_restocks')
        .values(due.map((place) => ({ place_id: place.id, restock_window: window })))
        .onConflict((oc) => oc.column('place_id').doUpdateSet({ restock_window: window }).where('shop_restocks.restock_window', '<', window))
        .returning('place_id')
        .execute();
      const ids = new Set(claimed.map((row) => row.place_id));
      if (ids.size === 0) return;
      const taken = new Set((await trx.selectFrom('shop_crafted_stock').select(['place_id', 'slot']).where('place_id', 'in', [...ids]).execute()).map((row) => `${row.place_id}:${row.slot}`));
      const goods = due.filter((place) => ids.has(place.id)).flatMap((place) =>
        Array.from({ length: SHELF_SLOTS }, (_, i) => i + 1).flatMap((slot) => {
          if (taken.has(`${place.id}:${slot}`)) return [];
          const craft = npcCraft(place.seed, place.id, window, slot, shopCategories(place.place_type));
          const templateId = craft ? templates.get(craft.schematic.name) : undefined;
          if (!craft || templateId === undefined) return [];
          return [{ place_id: place.id, slot, item_template_id: templateId, crafter_name: craft.crafterName, quality_percent: craft.qualityPercent, crafted_stats: craftedStatsJson(craft.stats, craft.schematic.meta, craft.meta), price: craft.price, stocked_at: now }];
        }),
      );
      if (goods.length > 0) await trx.insertInto('shop_crafted_stock').values(goods).onConflict((oc) => oc.doNothing()).execute();
    });
  },
};

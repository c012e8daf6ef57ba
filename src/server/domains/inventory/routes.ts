import type { FastifyInstance } from 'fastify';
import { inventoryRoutes as routes } from '../../../shared/api';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../kernel/refusal';
import { serveRoute } from '../../http/serveRoute';
import { EquipmentService } from './equipmentService';
import { useItem } from './useItemService';

/** 404 for a character that does not exist, 403 for someone else's. */
async function assertOwnsCharacter(db: Db, userId: number, characterId: number): Promise<void> {
  const row = await db.selectFrom('characters').select('user_id').where('id', '=', characterId).executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  if (row.user_id !== userId) throw forbidden();
}

/** Clears the new-item marks once the player has seen the inventory. */
async function markSeen(db: Db, characterId: number) {
  await db.updateTable('items').set({ is_new: false }).where('character_id', '=', characterId).where('is_new', '=', true).execute();
  return { new_items: 0 };
}

/** Seed 000 §7 "Inventory and equipment": use, equip (two paths), unequip, the equipment list; and marking items seen. */
export function inventoryRoutes(app: FastifyInstance): void {
  const { db, clock } = app.deps;
  const deps = { db, clock, broadcaster: app.broadcaster, facts: app.facts };
  const equipment = new EquipmentService(deps);

  serveRoute(app, routes.equipCharacter, async ({ userId, params, body }) => {
    await assertOwnsCharacter(db, userId, params.id);
    return equipment.equip(params.id, body);
  });
  serveRoute(app, routes.use, ({ characterId, body }) => useItem(deps, characterId, body.item_id));
  serveRoute(app, routes.seen, ({ characterId }) => markSeen(db, characterId));
  serveRoute(app, routes.equipment, ({ characterId }) => equipment.list(db, characterId));
  serveRoute(app, routes.equip, ({ characterId, body }) => equipment.equip(characterId, body));
  serveRoute(app, routes.unequip, ({ characterId, body }) => equipment.unequip(characterId, body.slot));
}

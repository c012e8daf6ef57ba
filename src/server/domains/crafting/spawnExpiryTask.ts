import { sql } from 'kysely';
import { spawnWindow } from '../../../shared/rules/crafting/resourceSpawns';
import { spawnKeyParts, spawnWarningDue, spawnWarningText, windowEnd } from '../../../shared/rules/crafting/spawnExpiry';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import type { TickTask } from '../../sim/tickTask';
import { queueCraftingUpdated } from './craftingEvents';

/**
 * The galaxy clock's warning before the deposits expire (issue 38): in the window's last 30
 * minutes, every character who harvested or only surveyed one of its deposits hears once, per
 * deposit, that it is about to go (realtime, and the captain's log keeps it in the notification centre).
 */
export const spawnExpiryTask: TickTask = {
  name: 'spawn-expiry',
  run: async ({ db, now, broadcaster }) => {
    const window = spawnWindow(now);
    const minutes = spawnWarningDue(windowEnd(window), now);
    if (minutes === null) return;
    const due = await db
      .selectFrom((eb) => eb.selectFrom('resource_harvests').select(['character_id', 'spawn_key', 'spawn_name']).union(eb.selectFrom('resource_surveys').select(['character_id', 'spawn_key', 'spawn_name'])).as('h'))
      .select(['h.character_id', 'h.spawn_key', 'h.spawn_name'])
      .where(sql<boolean>`split_part(h.spawn_key, ':', 2) = ${String(window)}`)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('spawn_expiry_warnings as w').select('w.spawn_key').whereRef('w.character_id', '=', 'h.character_id').whereRef('w.spawn_key', '=', 'h.spawn_key'))))
      .limit(500)
      .execute();
    if (due.length === 0) return;
    const districtIds = [...new Set(due.map((row) => spawnKeyParts(row.spawn_key)?.districtId).filter((id) => id !== undefined))];
    const districts = new Map((await db.selectFrom('districts').select(['id', 'name']).where('id', 'in', districtIds.length ? districtIds : [0]).execute()).map((d) => [d.id, d.name]));
    await transactionThenBroadcast(db, broadcaster, async (trx, outbox) => {
      for (const row of due) {
        const parts = spawnKeyParts(row.spawn_key);
        if (!parts || row.spawn_name === null) continue;
        const first = await trx.insertInto('spawn_expiry_warnings').values({ character_id: row.character_id, spawn_key: row.spawn_key, warned_at: now }).onConflict((oc) => oc.doNothing()).returning('spawn_key').executeTakeFirst();
        if (first) queueCraftingUpdated(outbox, { character_id: row.character_id, change: 'spawn_expiring', message: spawnWarningText(row.spawn_name, districts.get(parts.districtId) ?? 'your district', minutes) });
      }
    }, now);
  },
};

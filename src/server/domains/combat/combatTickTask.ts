import { sql } from 'kysely';
import { recoverFatigue, recoverPool } from '../../../shared/rules/combat/recovery';
import { poolMaxima } from '../../../shared/rules/combat/hamRules';
import type { TickTask } from '../../sim/tickTask';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { grantItem } from '../../kernel/grants/grantItem';
import { regenerationRateSql } from '../../kernel/entertainmentBuff';
import { COMBAT_COLUMNS } from './combatPart';
import { expireIdleSessions } from './expireSessions';

const MINUTE = 60_000;

/**
 * The galaxy clock's combat work: idle sessions time out; characters out of combat recover pools,
 * wounds and battle fatigue for each whole minute since they last did (pools faster under an
 * entertainer's buff); loot that waited for room
 * is delivered once there is some.
 */
export const combatTickTask: TickTask = {
  name: 'combat-recovery',
  run: async ({ db, now, broadcaster, facts }) => {
    await expireIdleSessions({ db, broadcaster, facts }, now);
    const due = await db
      .selectFrom('character_combat as cc')
      .select(['cc.character_id', ...COMBAT_COLUMNS.map((c) => `cc.${c}` as const), 'cc.recovered_at'])
      .select((eb) => regenerationRateSql(eb.ref('cc.character_id'), now).as('regeneration_rate'))
      .where('cc.recovered_at', '<=', new Date(now.getTime() - MINUTE))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('combat_sessions as s').select('s.id').whereRef('s.character_id', '=', 'cc.character_id').where('s.status', '=', 'active'))))
      .limit(500)
      .execute();
    for (const row of due) {
      const minutes = Math.floor((now.getTime() - row.recovered_at.getTime()) / MINUTE);
      const max = poolMaxima(row);
      const rate = row.regeneration_rate;
      const health = recoverPool({ current: row.health_current, max: max.health, wounds: row.health_wounds }, minutes, rate);
      const action = recoverPool({ current: row.action_current, max: max.action, wounds: row.action_wounds }, minutes, rate);
      const mind = recoverPool({ current: row.mind_current, max: max.mind, wounds: row.mind_wounds }, minutes, rate);
      // Guarded by recovered_at: a concurrent action or a second clock tick changes nothing twice.
      await db
        .updateTable('character_combat')
        .set({
          health_current: sql`GREATEST(health_current, ${health.current})`, action_current: sql`GREATEST(action_current, ${action.current})`, mind_current: sql`GREATEST(mind_current, ${mind.current})`,
          health_wounds: health.wounds, action_wounds: action.wounds, mind_wounds: mind.wounds,
          battle_fatigue: recoverFatigue(row.battle_fatigue, minutes),
          recovered_at: new Date(row.recovered_at.getTime() + minutes * MINUTE),
        })
        .where('character_id', '=', row.character_id)
        .where('recovered_at', '=', row.recovered_at)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('combat_sessions as s').select('s.id').where('s.character_id', '=', row.character_id).where('s.status', '=', 'active'))))
        .execute();
    }
    const waiting = await db.selectFrom('combat_waiting_loot').select(['id', 'character_id']).orderBy('id').limit(200).execute();
    for (const loot of waiting) {
      await transactionThenBroadcast(db, broadcaster, async (trx, outbox) => {
        await trx.selectFrom('characters').select('id').where('id', '=', loot.character_id).forNoKeyUpdate().execute();
        const row = await trx.selectFrom('combat_waiting_loot').selectAll().where('id', '=', loot.id).forUpdate().executeTakeFirst();
        if (!row) return;
        const item = await grantItem(trx, row.character_id, row.item_template_id, now).catch(() => null);
        if (!item) return;
        await trx.deleteFrom('combat_waiting_loot').where('id', '=', row.id).execute();
        queueInventoryUpdated(outbox, row.character_id, { change: 'acquired', item_id: item.id, message: `Your loot arrived: ${item.name}.` });
      }, now);
    }
  },
};

import { sql } from 'kysely';
import { recoverFatigue, recoverPool } from '../../../shared/rules/combat/recovery';
import { poolMaxima } from '../../../shared/rules/combat/hamRules';
import type { Db } from '../../db/database';
import type { TickTask } from '../../sim/tickTask';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { grantItem } from '../../kernel/grants/grantItem';
import { regenerationRateSql } from '../../kernel/entertainmentBuff';
import { COMBAT_COLUMNS } from './combatPart';
import { expireIdleSessions } from './expireSessions';

const MINUTE = 60_000;
/** Recoveries written per statement: a few round trips a tick, and few combat rows held at once. */
const RECOVERIES_PER_STATEMENT = 100;

interface Recovery {
  characterId: number;
  /** The recovered_at the tick read: a concurrent action or a second clock tick changes nothing twice. */
  seenRecoveredAt: Date;
  health: { current: number; wounds: number };
  action: { current: number; wounds: number };
  mind: { current: number; wounds: number };
  battleFatigue: number;
  recoveredAt: Date;
}

/** Writes characters' recoveries in one statement, each guarded by the recovered_at the tick read and skipped for a character in a fight. */
async function writeRecoveries(db: Db, recoveries: readonly Recovery[]): Promise<void> {
  const column = <T>(pick: (recovery: Recovery) => T) => recoveries.map(pick);
  await sql`
    UPDATE character_combat cc SET
      health_current = GREATEST(cc.health_current, r.health), action_current = GREATEST(cc.action_current, r.action), mind_current = GREATEST(cc.mind_current, r.mind),
      health_wounds = r.health_wounds, action_wounds = r.action_wounds, mind_wounds = r.mind_wounds,
      battle_fatigue = r.battle_fatigue, recovered_at = r.recovered_at
    FROM unnest(${column((r) => r.characterId)}::bigint[], ${column((r) => r.seenRecoveredAt)}::timestamptz[],
                ${column((r) => r.health.current)}::int[], ${column((r) => r.action.current)}::int[], ${column((r) => r.mind.current)}::int[],
                ${column((r) => r.health.wounds)}::int[], ${column((r) => r.action.wounds)}::int[], ${column((r) => r.mind.wounds)}::int[],
                ${column((r) => r.battleFatigue)}::int[], ${column((r) => r.recoveredAt)}::timestamptz[])
      AS r(character_id, seen_recovered_at, health, action, mind, health_wounds, action_wounds, mind_wounds, battle_fatigue, recovered_at)
    WHERE cc.character_id = r.character_id AND cc.recovered_at = r.seen_recovered_at
      AND NOT EXISTS (SELECT 1 FROM combat_sessions s WHERE s.character_id = r.character_id AND s.status = 'active')`.execute(db);
}

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
    const recovered = due.map((row) => {
      const minutes = Math.floor((now.getTime() - row.recovered_at.getTime()) / MINUTE);
      const max = poolMaxima(row);
      const rate = row.regeneration_rate;
      return {
        characterId: row.character_id,
        seenRecoveredAt: row.recovered_at,
        health: recoverPool({ current: row.health_current, max: max.health, wounds: row.health_wounds }, minutes, rate),
        action: recoverPool({ current: row.action_current, max: max.action, wounds: row.action_wounds }, minutes, rate),
        mind: recoverPool({ current: row.mind_current, max: max.mind, wounds: row.mind_wounds }, minutes, rate),
        battleFatigue: recoverFatigue(row.battle_fatigue, minutes),
        recoveredAt: new Date(row.recovered_at.getTime() + minutes * MINUTE),
      };
    });
    for (let from = 0; from < recovered.length; from += RECOVERIES_PER_STATEMENT) await writeRecoveries(db, recovered.slice(from, from + RECOVERIES_PER_STATEMENT));
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

import { SESSION_TIMEOUT_MS } from '../../../shared/rules/combat/rewards';
import { lockedCharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import { lockCombatRow, poolsOf, readGear } from './fighter';
import { finishSession } from './finishSession';

/**
 * Ends in timeout every active session nobody has acted in for SESSION_TIMEOUT_MS (only those of
 * `characterIds` when given: the reads and actions of one character check its own). Each ends in
 * its own locked transaction; one that was acted on meanwhile is left alone.
 */
export async function expireIdleSessions(deps: Pick<MoneyDeps, 'db' | 'broadcaster' | 'facts'>, now: Date, characterIds?: number[]): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_TIMEOUT_MS);
  let query = deps.db.selectFrom('combat_sessions').select(['id', 'character_id']).where('status', '=', 'active').where('last_action_at', '<', cutoff);
  if (characterIds) query = query.where('character_id', 'in', characterIds);
  const idle = await query.limit(200).execute();
  for (const { id, character_id: characterId } of idle) {
    await transactionThenBroadcast(
      deps.db,
      deps.broadcaster,
      async (trx, outbox) => {
        const act = await lockedCharacterAct(trx, outbox, now, characterId, deps.facts, { whileTravelling: 'allow' });
        const row = await trx.selectFrom('combat_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
        if (row.status !== 'active' || row.last_action_at >= cutoff) return;
        const combat = await lockCombatRow(trx, characterId);
        const gear = await readGear(trx, characterId);
        await finishSession(act, row, combat, poolsOf(combat), gear.weaponType, 'timeout');
      },
      now,
    );
  }
  return idle.length;
}

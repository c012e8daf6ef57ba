import { SESSION_TIMEOUT_MS } from '../../../shared/rules/combat/rewards';
import { lockedCharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import type { Db } from '../../db/database';
import { lockCombatRow, poolsOf, readGear } from './fighter';
import { finishSession } from './finishSession';

/** An active session last acted in before this time is idle. */
const idleCutoff = (now: Date) => new Date(now.getTime() - SESSION_TIMEOUT_MS);

/** Whether a session last acted in at `lastActionAt` is idle at `now` (ends in timeout). */
export const isIdle = (lastActionAt: Date, now: Date): boolean => lastActionAt < idleCutoff(now);

/** A session to end in timeout, and its owner. */
export interface IdleSession {
  id: number;
  character_id: number;
}

/**
 * The active sessions nobody has acted in for SESSION_TIMEOUT_MS (only those of `characterIds`
 * when given), at most 200: a query to run, or to fold into a statement the caller sends anyway.
 */
export function idleSessionsQuery(db: Db, now: Date, characterIds?: number[]) {
  let query = db.selectFrom('combat_sessions').select(['id', 'character_id']).where('status', '=', 'active').where('last_action_at', '<', idleCutoff(now));
  if (characterIds) query = query.where('character_id', 'in', characterIds);
  return query.limit(200);
}

/**
 * Ends in timeout every active session nobody has acted in for SESSION_TIMEOUT_MS (only those of
 * `characterIds` when given: the reads and actions of one character check its own). Each ends in
 * its own locked transaction; one that was acted on meanwhile is left alone.
 */
export async function expireIdleSessions(deps: Pick<MoneyDeps, 'db' | 'broadcaster' | 'facts'>, now: Date, characterIds?: number[]): Promise<number> {
  const idle = await idleSessionsQuery(deps.db, now, characterIds).execute();
  await expireSessions(deps, now, idle);
  return idle.length;
}

/** Ends in timeout the sessions `idle` (read idle at `now`), each in its own locked transaction, unless acted on meanwhile. */
export async function expireSessions(deps: Pick<MoneyDeps, 'db' | 'broadcaster' | 'facts'>, now: Date, idle: readonly IdleSession[]): Promise<void> {
  for (const { id, character_id: characterId } of idle) {
    await transactionThenBroadcast(
      deps.db,
      deps.broadcaster,
      async (trx, outbox) => {
        const act = await lockedCharacterAct(trx, outbox, now, characterId, deps.facts, { whileTravelling: 'allow' });
        const row = await trx.selectFrom('combat_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
        if (row.status !== 'active' || !isIdle(row.last_action_at, now)) return;
        const combat = await lockCombatRow(trx, characterId);
        const gear = await readGear(trx, characterId);
        await finishSession(act, row, combat, poolsOf(combat), gear.weaponType, 'timeout');
      },
      now,
    );
  }
}

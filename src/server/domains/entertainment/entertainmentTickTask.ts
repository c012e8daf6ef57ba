import { sql } from 'kysely';
import { buffExpiry } from '../../../shared/rules/entertainment/entertainmentRules';
import { lockedCharacterAct } from '../../kernel/withCharacterLock';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import type { TickTask } from '../../sim/tickTask';
import { endPerformance } from './performing';
import { endWatch } from './watching';

/** SQL true when the character aliased `alias` no longer stands at `place` or is on a journey. */
const gone = (alias: string, place: string) =>
  sql<boolean>`(${sql.ref(`${alias}.place_id`)} <> ${sql.ref(place)} OR EXISTS (SELECT 1 FROM journeys tj WHERE tj.character_id = ${sql.ref(`${alias}.id`)} AND tj.status IN ('in_progress', 'event')))`;

/**
 * The galaxy clock's entertainment work: a performer who left its place (or set off on a journey)
 * ends its performance, a watcher who left ends its watch, each settled as if stopped; then every
 * watcher's buff is refreshed, so it lasts its minutes after the last one watched.
 */
export const entertainmentTickTask: TickTask = {
  name: 'entertainment',
  run: async ({ db, now, broadcaster, facts }) => {
    const performers = await db.selectFrom('performances as pf').innerJoin('characters as c', 'c.id', 'pf.character_id').select('c.id').where(gone('c', 'pf.place_id')).limit(200).execute();
    const watchers = await db
      .selectFrom('performance_watchers as w')
      .innerJoin('performances as pf', 'pf.character_id', 'w.performer_id')
      .innerJoin('characters as c', 'c.id', 'w.character_id')
      .select('c.id')
      .where(gone('c', 'pf.place_id'))
      .limit(200)
      .execute();
    for (const { id } of performers) {
      await transactionThenBroadcast(db, broadcaster, async (trx, outbox) => {
        const act = await lockedCharacterAct(trx, outbox, now, id, facts, { whileTravelling: 'allow' });
        const still = await trx.selectFrom('performances as pf').innerJoin('characters as c', 'c.id', 'pf.character_id').select('c.id').where('c.id', '=', id).where(gone('c', 'pf.place_id')).executeTakeFirst();
        if (still) await endPerformance(act);
      }, now);
    }
    for (const { id } of watchers) {
      await transactionThenBroadcast(db, broadcaster, async (trx, outbox) => {
        const act = await lockedCharacterAct(trx, outbox, now, id, facts, { whileTravelling: 'allow' });
        await endWatch(act);
      }, now);
    }
    await db
      .updateTable('entertainment_buffs as b')
      .set({ expires_at: buffExpiry(now) })
      .where((eb) => eb.exists(eb.selectFrom('performance_watchers as w').select('w.character_id').whereRef('w.character_id', '=', 'b.character_id')))
      .where('b.expires_at', '<', buffExpiry(now))
      .execute();
  },
};

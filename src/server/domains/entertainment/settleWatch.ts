import type { Transaction } from 'kysely';
import type { EntertainmentBuff } from '../../../shared/api';
import { buffExpiry, buffOf, payableMinutes, watchExperience } from '../../../shared/rules/entertainment/entertainmentRules';
import type { Database } from '../../db/schema';
import { grantExperience } from '../../kernel/grants/grantExperience';
import type { Outbox } from '../../realtime/afterCommit';

const MINUTE = 60_000;

/** A watch, locked (FOR UPDATE) by the act that settles it, with its performance's performer and strength. */
export interface LockedWatch {
  character_id: number;
  performer_id: number;
  performer_name: string;
  performance_bonus: number;
  settled_at: Date;
  paid_minutes: number;
}

/** The watch rows of `where` locked FOR UPDATE with their performer: the one read every settlement starts from. */
export function lockWatches(trx: Transaction<Database>, where: { watcherId: number } | { performerId: number }) {
  let query = trx
    .selectFrom('performance_watchers as w')
    .innerJoin('performances as pf', 'pf.character_id', 'w.performer_id')
    .innerJoin('characters as pc', 'pc.id', 'w.performer_id')
    .select(['w.character_id', 'w.performer_id', 'pc.name as performer_name', 'pf.performance_bonus', 'w.settled_at', 'w.paid_minutes'])
    .orderBy('w.character_id')
    .forUpdate('w');
  query = 'watcherId' in where ? query.where('w.character_id', '=', where.watcherId) : query.where('w.performer_id', '=', where.performerId);
  return query.execute();
}

/** Gives the watcher the performance's buff, lasting until `buffExpiry(now)`; returns it as the Character shows it. */
export async function giveBuff(trx: Transaction<Database>, watcherId: number, performer: { name: string; bonus: number }, now: Date): Promise<EntertainmentBuff> {
  const strength = buffOf(performer.bonus);
  const expires = buffExpiry(now);
  const values = { performer_name: performer.name, experience_bonus_percent: strength.experienceBonusPercent, regeneration_multiplier: strength.regenerationMultiplier, expires_at: expires };
  await trx
    .insertInto('entertainment_buffs')
    .values({ character_id: watcherId, ...values })
    .onConflict((c) => c.column('character_id').doUpdateSet(values))
    .execute();
  return { ...values, expires_at: expires.toISOString() };
}

/**
 * Pays a watch's whole minutes since it last settled (bounded per watch): entertainment experience
 * to the performer, social to the watcher; then ends it (`end`) or moves its mark on. The watcher
 * keeps the buff for its minutes after. Returns the buff and the minutes paid.
 */
export async function settleWatch(trx: Transaction<Database>, outbox: Outbox, watch: LockedWatch, now: Date, end: boolean): Promise<{ buff: EntertainmentBuff; minutes: number }> {
  const minutes = payableMinutes(watch.settled_at, now, watch.paid_minutes);
  const experience = watchExperience(minutes);
  await grantExperience(trx, watch.performer_id, 'entertainment', experience.performer, outbox);
  await grantExperience(trx, watch.character_id, 'social', experience.watcher, outbox);
  if (end) {
    await trx.deleteFrom('performance_watchers').where('character_id', '=', watch.character_id).execute();
  } else {
    await trx
      .updateTable('performance_watchers')
      .set({ settled_at: new Date(watch.settled_at.getTime() + minutes * MINUTE), paid_minutes: watch.paid_minutes + minutes })
      .where('character_id', '=', watch.character_id)
      .execute();
  }
  const buff = await giveBuff(trx, watch.character_id, { name: watch.performer_name, bonus: watch.performance_bonus }, now);
  return { buff, minutes };
}

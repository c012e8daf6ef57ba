import { entertainmentMessages as say, type CantinaActionResponse } from '../../../shared/api';
import { BUFF_MINUTES, MAX_AUDIENCE, buffText, isSocialPlace } from '../../../shared/rules/entertainment/entertainmentRules';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { cantinaState } from './cantinaState';
import { queueEntertainmentUpdated } from './entertainmentEvents';
import { giveBuff, lockWatches, settleWatch } from './settleWatch';

/**
 * The performance of `performerId` at the act's place, locked (FOR UPDATE: joining watchers queue
 * on it, so the crowd's bound holds), with its crowd; undefined when none is on here.
 */
export async function performanceHere(act: CharacterAct, performerId: number) {
  return act.trx
    .selectFrom('performances as pf')
    .innerJoin('characters as pc', 'pc.id', 'pf.character_id')
    .select(['pc.name', 'pf.performance_bonus'])
    .select((eb) => eb.selectFrom('performance_watchers as w').select(eb.fn.countAll<string>().as('n')).whereRef('w.performer_id', '=', 'pf.character_id').as('crowd'))
    .where('pf.character_id', '=', performerId)
    .where('pf.place_id', '=', act.character.place_id)
    .whereRef('pc.place_id', '=', 'pf.place_id')
    .forUpdate('pf')
    .executeTakeFirst();
}

/** Ends the character's watch, if any: it settles and its performer is told. Returns the performer's name. */
export async function endWatch(act: CharacterAct): Promise<string | null> {
  const [watch] = await lockWatches(act.trx, { watcherId: act.character.id });
  if (!watch) return null;
  await settleWatch(act.trx, act.outbox, watch, act.now, true);
  const { name } = await act.trx.selectFrom('characters').select('name').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  queueEntertainmentUpdated(act.outbox, { character_id: watch.performer_id, change: 'watcher_left', message: `${name} stopped watching your performance.`, buff: null });
  return watch.performer_name;
}

/**
 * Starts watching `performerId`'s performance here: the watcher takes its buff at once (refreshed
 * while it watches, lasting its minutes after), and the performer is told. Watching another
 * performer first ends that watch.
 */
export async function startWatching(act: CharacterAct, performerId: number): Promise<CantinaActionResponse> {
  const place = await act.trx.selectFrom('places').select('place_type').where('id', '=', act.character.place_id).executeTakeFirstOrThrow();
  if (!isSocialPlace(place.place_type)) throw refused(say.notSocialPlace);
  if (performerId === act.character.id) throw refused(say.ownPerformance, 'performer_id');
  const performing = await act.trx.selectFrom('performances').select('character_id').where('character_id', '=', act.character.id).executeTakeFirst();
  if (performing) throw refused(say.stopPerformingFirst);
  const current = await act.trx.selectFrom('performance_watchers').select('performer_id').where('character_id', '=', act.character.id).executeTakeFirst();
  if (current?.performer_id === performerId) {
    return { success: true, message: 'You are already watching.', ...(await cantinaState(act.trx, act.character.id, act.now)) };
  }
  const performance = await performanceHere(act, performerId);
  if (!performance) throw refused(say.noSuchPerformance, 'performer_id');
  if (Number(performance.crowd) >= MAX_AUDIENCE) throw refused(say.crowdFull, 'performer_id');
  if (current) await endWatch(act);
  await act.trx.insertInto('performance_watchers').values({ character_id: act.character.id, performer_id: performerId, started_at: act.now, settled_at: act.now }).execute();
  const buff = await giveBuff(act.trx, act.character.id, { name: performance.name, bonus: performance.performance_bonus }, act.now);
  const strength = { experienceBonusPercent: buff.experience_bonus_percent, regenerationMultiplier: buff.regeneration_multiplier };
  const message = `${performance.name}'s performance lifts your spirits: ${buffText(strength)}.`;
  const { name } = await act.trx.selectFrom('characters').select('name').where('id', '=', act.character.id).executeTakeFirstOrThrow();
  queueEntertainmentUpdated(act.outbox, { character_id: act.character.id, change: 'buff', message, buff });
  queueEntertainmentUpdated(act.outbox, { character_id: performerId, change: 'watcher_joined', message: `${name} is watching your performance.`, buff: null });
  return { success: true, message, ...(await cantinaState(act.trx, act.character.id, act.now)) };
}

/** The stop-watching call: settles the watch; the buff stays for its minutes after. */
export async function stopWatching(act: CharacterAct): Promise<CantinaActionResponse> {
  const performer = await endWatch(act);
  if (performer === null) throw refused(say.notWatching);
  const message = `You stop watching ${performer}; the lift stays with you for ${BUFF_MINUTES} minutes.`;
  return { success: true, message, ...(await cantinaState(act.trx, act.character.id, act.now)) };
}

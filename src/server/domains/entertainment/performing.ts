import { entertainmentMessages as say, type CantinaActionResponse } from '../../../shared/api';
import { BUFF_MINUTES, isSocialPlace, type PerformanceKind } from '../../../shared/rules/entertainment/entertainmentRules';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';
import { canPerformSql, cantinaState } from './cantinaState';
import { queueEntertainmentUpdated } from './entertainmentEvents';
import { lockWatches, settleWatch } from './settleWatch';

const DOING: Record<PerformanceKind, string> = { dance: 'dance', music: 'play music' };

/** The character's place, whether it may perform, its `performance` modifier and whether it watches or performs: one statement. */
async function stage(act: CharacterAct) {
  return act.trx
    .selectFrom('places as p')
    .select(['p.name', 'p.place_type'])
    .select((eb) => [
      canPerformSql(act.character.id).as('can_perform'),
      learnedModifiersSql(act.character.id).as('learned'),
      eb.exists(eb.selectFrom('performance_watchers').select('character_id').where('character_id', '=', act.character.id)).as('watching'),
      eb.exists(eb.selectFrom('performances').select('character_id').where('character_id', '=', act.character.id)).as('performing'),
    ])
    .where('p.id', '=', act.character.place_id)
    .executeTakeFirstOrThrow();
}

/** Starts a performance at the character's place: a cantina, a learned performing skill, not watching nor performing already. */
export async function startPerformance(act: CharacterAct, kind: PerformanceKind): Promise<CantinaActionResponse> {
  const here = await stage(act);
  if (!isSocialPlace(here.place_type)) throw refused(say.notSocialPlace);
  if (!here.can_perform) throw refused(say.noSkill, 'kind');
  if (here.performing) throw refused(say.alreadyPerforming);
  if (here.watching) throw refused(say.stopWatchingFirst);
  const bonus = characterModifiers(here.learned).performance;
  await act.trx
    .insertInto('performances')
    .values({ character_id: act.character.id, place_id: act.character.place_id, kind, performance_bonus: bonus, started_at: act.now })
    .execute();
  return { success: true, message: `You begin to ${DOING[kind]} at ${here.name}.`, ...(await cantinaState(act.trx, act.character.id, act.now)) };
}

/**
 * Ends the character's performance: every watch settles (experience to both sides, the buff for
 * its minutes after) and each watcher is told. The galaxy clock calls it too, for a performer who left.
 */
export async function endPerformance(act: CharacterAct): Promise<string> {
  const performance = await act.trx.selectFrom('performances').select(['tips_received']).where('character_id', '=', act.character.id).forUpdate().executeTakeFirst();
  if (!performance) throw refused(say.notPerforming);
  const watches = await lockWatches(act.trx, { performerId: act.character.id });
  let minutes = 0;
  for (const watch of watches) {
    const settled = await settleWatch(act.trx, act.outbox, watch, act.now, true);
    minutes += settled.minutes;
    queueEntertainmentUpdated(act.outbox, {
      character_id: watch.character_id,
      change: 'performance_ended',
      message: `${watch.performer_name}'s performance ended; its lift stays with you for ${BUFF_MINUTES} minutes.`,
      buff: settled.buff,
    });
  }
  await act.trx.deleteFrom('performances').where('character_id', '=', act.character.id).execute();
  const crowd = watches.length === 1 ? '1 watcher' : `${watches.length} watchers`;
  return `You end your performance: ${crowd}, ${minutes} minutes watched, ${formatCredits(Number(performance.tips_received))} in tips.`;
}

/** The stop-performing call: ends the performance and answers with the cantina. */
export async function stopPerformance(act: CharacterAct): Promise<CantinaActionResponse> {
  const message = await endPerformance(act);
  return { success: true, message, ...(await cantinaState(act.trx, act.character.id, act.now)) };
}

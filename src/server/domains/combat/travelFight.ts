import { realMilliseconds } from '../../../shared/rules/travel/travelCosts';
import { notFound } from '../../http/httpError';
import type { FightStarter } from '../travel/handleEvent';
import { segmentsOf } from '../travel/journeyRecord';
import { enemySnapshot } from './opponentSnapshot';
import { openSession } from './startSession';

/**
 * A pirate interdiction's 'Fight' option: a real session against the pirates of the system where
 * it struck, fought aboard (the orbit arena). The journey waits. Victory: it flies on as it was.
 * Defeat: the pirates shred the hull (10 % + the danger) as the dice once decided. Flight,
 * surrender or timeout: you slip away with the evade option's 10-minute delay.
 */
export const startTravelFight: FightStarter = async (trx, outbox, characterId, journey, event, now, timeScale) => {
  const segment = segmentsOf(journey)[event.jump];
  const danger = segment?.danger_level ?? 1;
  const areaId = segment?.to_id ?? journey.to_super_area_id;
  const pirate = await trx.selectFrom('enemies').select('id').where('super_area_id', '=', areaId).where('kind', '=', 'pirate').where('spawned', '=', false).orderBy('level').orderBy('id').executeTakeFirst();
  const fallback = pirate ?? (await trx.selectFrom('enemies').select('id').where('super_area_id', '=', areaId).orderBy('level').orderBy('id').executeTakeFirst());
  const opponent = fallback ? await enemySnapshot(trx, fallback.id) : undefined;
  if (!opponent) throw notFound('No one to fight here.');
  const session = await openSession(trx, outbox, characterId, opponent, now, {
    arena: 'orbit',
    journeyId: journey.id,
    journeyTerms: {
      defeat: { hullDamagePercent: 10 + danger, delayMs: 0, outcome: 'The pirates shred your shields before they break off.' },
      flight: { hullDamagePercent: 0, delayMs: realMilliseconds(10, timeScale), outcome: 'You shake them off in the dust of the lane.' },
    },
  });
  return session.id;
};

import type { Transaction } from 'kysely';
import { realMilliseconds } from '../../../shared/rules/travel/pacing';
import type { Database } from '../../db/schema';
import { notFound } from '../../kernel/refusal';
import type { FightStarter } from '../travel/handleEvent';
import { segmentsOf } from '../travel/journeyRecord';
import { enemySnapshot } from './opponentSnapshot';
import type { OpponentSnapshot } from './sessionRecord';
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
  // A game master's forced encounter may name who boards (still there, or the system's pirates).
  const forced = journey.forced_enemy_id === null ? undefined : await enemySnapshot(trx, journey.forced_enemy_id);
  const opponent = forced ?? (fallback ? await enemySnapshot(trx, fallback.id) : undefined);
  if (!opponent) throw notFound('No one to fight here.');
  await addSureLoot(trx, opponent, journey.forced_loot_item_template_id);
  const { row: session } = await openSession(trx, outbox, characterId, opponent, now, {
    arena: 'orbit',
    journeyId: journey.id,
    journeyTerms: {
      defeat: { hullDamagePercent: 10 + danger, delayMs: 0, outcome: 'The pirates shred your shields before they break off.' },
      flight: { hullDamagePercent: 0, delayMs: realMilliseconds(10, timeScale), outcome: 'You shake them off in the dust of the lane.' },
    },
  });
  return session.id;
};

/** A game master's forced encounter names an item the pirates surely drop (the session keeps it in its snapshot). */
async function addSureLoot(trx: Transaction<Database>, opponent: OpponentSnapshot, templateId: number | null): Promise<void> {
  if (templateId === null) return;
  const template = await trx.selectFrom('item_templates').select(['id', 'name', 'quality']).where('id', '=', templateId).executeTakeFirst();
  if (!template) return;
  opponent.loot = [...opponent.loot.filter((entry) => entry.item_template_id !== template.id), { item_template_id: template.id, name: template.name, quality: template.quality, chance_percent: 100 }];
}

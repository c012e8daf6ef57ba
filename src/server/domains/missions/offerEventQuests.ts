import type { Transaction } from 'kysely';
import type { EventQuestPlan } from '../../../shared/rules/missions/eventQuests';
import type { Database } from '../../db/schema';

/** A galactic event that just broke out, and the quest it offers. */
export interface EventQuestOffer {
  eventId: number;
  plan: EventQuestPlan;
}

/**
 * Writes the quests the new galactic events offer (GAME_RULES "Event quests") into the catalogue,
 * in the transaction that records the events: each its own one-quest chain, tied to its event so
 * the book offers it only while the event runs. An event already offering one is skipped.
 */
export async function offerEventQuests(trx: Transaction<Database>, offers: readonly EventQuestOffer[]): Promise<void> {
  for (const { eventId, plan } of offers) {
    const written = await trx
      .insertInto('quests')
      .values({
        key: plan.key,
        name: plan.name,
        description: plan.description,
        objective: plan.objective,
        category: plan.category,
        quest_type: 'story',
        chain_id: plan.chain_id,
        chain_order: 1,
        super_area_id: plan.super_area_id,
        galactic_event_id: eventId,
        rewards: JSON.stringify(plan.rewards),
      })
      .onConflict((oc) => oc.column('galactic_event_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!written) continue;
    await trx
      .insertInto('quest_steps')
      .values(plan.steps.map((step, index) => ({ quest_id: written.id, position: index + 1, ...step })))
      .execute();
  }
}

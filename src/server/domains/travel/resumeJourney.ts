import { applyEventEffect, type EventEffect } from '../../../shared/rules/travel/randomEventCatalog';
import { refused } from '../../kernel/refusal';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { activeJourney, pendingEventOf, scheduledEventsOf } from './journeyRecord';
import { readTravelShip, readTraveller } from './travelParty';

export const NO_EVENT = 'There is no event to handle.';

/** What a settled event did, for the reply. */
export interface EventOutcome {
  message: string;
  credits: number;
  fuel: number;
  hullDamage: number;
  delayMs: number;
}

/**
 * Settles the event that paused the character's journey with `effect` (credits, fuel, hull) and
 * `delayMs`, and resumes the journey from where it paused. The character must be locked by the
 * caller (`act`, the traveller's or a fight's whose end resumes it). Refused (nothing changed) when the effect costs more than there is; `choice` names the
 * option in the journey's log.
 */
export async function resumeJourney(act: CharacterAct, characterId: number, choice: string, effectIn: EventEffect, delayMs: number, outcomeText: string): Promise<EventOutcome> {
  const { trx, outbox, now } = act;
  const traveller = await readTraveller(trx, characterId);
  const seen = await activeJourney(trx, characterId);
  const ship = seen?.ship_id ? await readTravelShip(trx, seen.ship_id, true) : undefined;
  const row = seen ? await activeJourney(trx, characterId, true) : undefined;
  const event = row && row.status === 'event' ? pendingEventOf(row) : null;
  if (!row || !event) throw refused(NO_EVENT);

  const before = { credits: traveller.credits, fuel: ship?.fuel ?? 0, durability: ship?.durability ?? 0, maxDurability: ship?.maxDurability ?? 0 };
  // A shuttle carries no ship of the player's: fuel and hull effects have nothing to act on.
  const effect = ship ? effectIn : { ...effectIn, fuel: 0, hullDamagePercent: 0 };
  const after = applyEventEffect(before, effect);
  if ('problem' in after) throw refused(after.problem, 'choice');

  const remaining = Number(row.paused_remaining_ms ?? 0) + delayMs;
  const arrivesAt = new Date(now.getTime() + remaining);
  const [next] = scheduledEventsOf(row);
  const outcome: EventOutcome = {
    message: outcomeText,
    credits: after.credits - before.credits,
    fuel: Math.round((before.fuel - after.fuel) * 100) / 100,
    hullDamage: Math.round((before.durability - after.durability) * 100) / 100,
    delayMs,
  };
  const log = [...((typeof row.event_log === 'string' ? JSON.parse(row.event_log) : row.event_log) as unknown[]), { kind: event.kind, choice, at: now.toISOString(), ...outcome }];

  if (outcome.credits !== 0) {
    await act.moveCreditsOf(characterId, { amount: outcome.credits, reason: 'travel_event', reference: { type: 'journey', id: row.id } }, { updated_at: now });
  }
  if (ship && (outcome.fuel !== 0 || outcome.hullDamage !== 0)) {
    await trx.updateTable('ships').set({ fuel: after.fuel, durability: after.durability }).where('id', '=', ship.id).execute();
    queueShipStatusChanged(outbox, characterId, { ship_id: ship.id, change: 'travel_event', message: `${event.title}: ${outcomeText}` });
  }
  await trx
    .updateTable('journeys')
    .set({
      status: 'in_progress',
      pending_event: null,
      paused_at: null,
      paused_remaining_ms: null,
      arrives_at: arrivesAt,
      total_ms: Number(row.total_ms) + delayMs,
      next_event_at: next ? new Date(arrivesAt.getTime() - next.remaining_ms) : null,
      event_log: JSON.stringify(log),
    })
    .where('id', '=', row.id)
    .execute();
  return outcome;
}

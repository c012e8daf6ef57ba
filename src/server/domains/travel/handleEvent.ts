import type { Transaction } from 'kysely';
import { applyEventEffect } from '../../../shared/rules/travel/randomEventCatalog';
import { realMilliseconds } from '../../../shared/rules/travel/travelCosts';
import type { Database } from '../../db/schema';
import { refused } from '../../http/httpError';
import { lockCharacter, moveCredits } from '../../kernel/locks';
import type { Outbox } from '../../realtime/afterCommit';
import { queueShipStatusChanged } from '../../kernel/shipStatusEvent';
import { activeJourney, pendingEventOf, scheduledEventsOf } from './journeyRecord';
import { readTravelShip, readTraveller } from './travelParty';

export const NO_EVENT = 'There is no event to handle.';

/** What a handled event did, for the reply. */
export interface EventOutcome {
  message: string;
  credits: number;
  fuel: number;
  hullDamage: number;
  delayMs: number;
}

/**
 * The player's answer to the event that paused their journey, in one transaction: locks the
 * character, then the ship, applies the chosen option's credits, fuel, hull damage and delay,
 * and resumes the journey from where it paused. An option the player can't afford changes nothing.
 */
export async function handleEvent(trx: Transaction<Database>, outbox: Outbox, characterId: number, choice: string, now: Date, timeScale: number): Promise<EventOutcome> {
  // A travelling character is the point here: the money kernel's lock, without its travel guard.
  await lockCharacter(trx, characterId, { whileTravelling: 'allow' });
  const traveller = await readTraveller(trx, characterId);
  const seen = await activeJourney(trx, characterId);
  const ship = seen?.ship_id ? await readTravelShip(trx, seen.ship_id, true) : undefined;
  const row = seen ? await activeJourney(trx, characterId, true) : undefined;
  const event = row && row.status === 'event' ? pendingEventOf(row) : null;
  if (!row || !event) throw refused(NO_EVENT);
  const option = event.options.find((o) => o.id === choice);
  if (!option) throw refused(`Choose one of: ${event.options.map((o) => o.label).join(', ')}.`, 'choice');

  const before = { credits: traveller.credits, fuel: ship?.fuel ?? 0, durability: ship?.durability ?? 0, maxDurability: ship?.maxDurability ?? 0 };
  // A shuttle carries no ship of the player's: fuel and hull effects have nothing to act on.
  const effect = ship ? option.effect : { ...option.effect, fuel: 0, hullDamagePercent: 0 };
  const after = applyEventEffect(before, effect);
  if ('problem' in after) throw refused(after.problem, 'choice');

  const delayMs = effect.delayMinutes > 0 ? realMilliseconds(effect.delayMinutes, timeScale) : 0;
  const remaining = Number(row.paused_remaining_ms ?? 0) + delayMs;
  const arrivesAt = new Date(now.getTime() + remaining);
  const [next] = scheduledEventsOf(row);
  const outcome: EventOutcome = {
    message: option.outcome,
    credits: after.credits - before.credits,
    fuel: Math.round((before.fuel - after.fuel) * 100) / 100,
    hullDamage: Math.round((before.durability - after.durability) * 100) / 100,
    delayMs,
  };
  const log = [...((typeof row.event_log === 'string' ? JSON.parse(row.event_log) : row.event_log) as unknown[]), { kind: event.kind, choice, at: now.toISOString(), ...outcome }];

  if (outcome.credits !== 0) {
    await moveCredits(trx, characterId, { amount: outcome.credits, reason: 'travel_event', reference: { type: 'journey', id: row.id }, at: now }, { updated_at: now });
  }
  if (ship && (outcome.fuel !== 0 || outcome.hullDamage !== 0)) {
    await trx.updateTable('ships').set({ fuel: after.fuel, durability: after.durability }).where('id', '=', ship.id).execute();
    queueShipStatusChanged(outbox, characterId, { ship_id: ship.id, change: 'travel_event', message: `${event.title}: ${option.outcome}` });
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

import type { Transaction } from 'kysely';
import { realMilliseconds } from '../../../shared/rules/travel/pacing';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import type { Outbox } from '../../realtime/afterCommit';
import { activeJourney, pendingEventOf, type JourneyRow, type PendingEvent } from './journeyRecord';
import { NO_EVENT, resumeJourney, type EventOutcome } from './resumeJourney';

export { NO_EVENT, type EventOutcome };

export const FINISH_THE_FIGHT = 'Finish the fight first: the journey resumes when it ends.';

/**
 * Starts a real combat session for an event's fight option (the combat domain's, injected so
 * travel knows no combat), inside the event's transaction; returns the session id. The journey
 * stays paused until the session ends.
 */
export type FightStarter = (trx: Transaction<Database>, outbox: Outbox, characterId: number, journey: JourneyRow, event: PendingEvent, now: Date, timeScale: number) => Promise<number>;

/** An event's options that are fought out in a combat session rather than settled by dice. */
export const isFightOption = (event: PendingEvent, choice: string) => event.kind === 'pirates' && choice === 'fight';

/**
 * The player's answer to the event that paused their journey, in the act (the character locked
 * without the travel guard: a travelling character is the point here), then the ship: applies the chosen option's credits, fuel, hull damage and delay,
 * and resumes the journey from where it paused. An option the player can't afford changes nothing.
 * A fight option starts a combat session instead (when a starter is given).
 */
export async function handleEvent(act: CharacterAct, choice: string, timeScale: number, startFight?: FightStarter): Promise<{ outcome: EventOutcome; combatSessionId: number | null }> {
  const { trx, outbox, now } = act;
  const characterId = act.character.id;
  const row = await activeJourney(trx, characterId, true);
  const event = row && row.status === 'event' ? pendingEventOf(row) : null;
  if (!row || !event) throw refused(NO_EVENT);
  const fighting = await trx.selectFrom('combat_sessions').select('id').where('journey_id', '=', row.id).where('status', '=', 'active').executeTakeFirst();
  if (fighting) throw refused(FINISH_THE_FIGHT, 'choice');
  const option = event.options.find((o) => o.id === choice);
  if (!option) throw refused(`Choose one of: ${event.options.map((o) => o.label).join(', ')}.`, 'choice');

  if (startFight && isFightOption(event, choice)) {
    const sessionId = await startFight(trx, outbox, characterId, row, event, now, timeScale);
    const message = 'The pirates board your ship: fight them off and the journey goes on.';
    return { outcome: { message, credits: 0, fuel: 0, hullDamage: 0, delayMs: 0 }, combatSessionId: sessionId };
  }
  const delayMs = option.effect.delayMinutes > 0 ? realMilliseconds(option.effect.delayMinutes, timeScale) : 0;
  const outcome = await resumeJourney(act, characterId, choice, option.effect, delayMs, option.outcome);
  return { outcome, combatSessionId: null };
}

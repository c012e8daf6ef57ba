import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnnouncedEvent } from './announceEvents';

/**
 * Records the events that broke out, in the tick's transaction: the news ticker, notifications
 * and the quest book (missions' event quests task) read these rows.
 */
export async function recordStartedEvents(trx: Transaction<Database>, started: readonly AnnouncedEvent[]): Promise<void> {
  if (started.length === 0) return;
  await trx
    .insertInto('galactic_events')
    .values(started.map((e) => ({ id: e.event.id, kind: e.event.kind, super_area_id: e.event.systemId, commodity_id: e.event.commodityId, headline: e.headline, starts_at: e.startsAt, ends_at: e.endsAt })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

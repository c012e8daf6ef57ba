import { characterChannelWireName, MAX_CHANNELS_PER_EVENT, type GalacticEventPayload } from '../../../shared/api';
import type { GalacticEvent } from '../../../shared/rules/traffic/trafficTypes';
import type { Db } from '../../db/database';
import type { Broadcaster } from '../../realtime/broadcaster';
import { recordCharacterEvent } from '../captainsLog/recordEvents';

/** An event that just broke out, with its headline and real end time. */
export interface AnnouncedEvent {
  event: GalacticEvent;
  headline: string;
  /** When it broke out: within the opening hours of a fresh galaxy, earlier than the tick. */
  startsAt: Date;
  endsAt: Date;
}

/**
 * Galactic news: every character hears of an event that broke out (the GalacticEvent realtime
 * event, in the notification centre) and finds it in the captain's log. Events are rare (about
 * one a game day), so the news goes to all, 100 channels at a time.
 */
export async function announceEvents(db: Db, broadcaster: Broadcaster, now: Date, events: readonly AnnouncedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const characters = await db.selectFrom('characters').select('id').orderBy('id').execute();
  for (const { event, headline, endsAt } of events) {
    const payload: GalacticEventPayload = { message: headline, kind: event.kind, super_area_id: event.systemId, commodity_id: event.commodityId, ends_at: endsAt.toISOString() };
    for (let start = 0; start < characters.length; start += MAX_CHANNELS_PER_EVENT) {
      const channels = characters.slice(start, start + MAX_CHANNELS_PER_EVENT).map((c) => characterChannelWireName(c.id));
      await recordCharacterEvent(db, { channels, event: 'GalacticEvent', data: payload }, now);
      await broadcaster.publish(channels, 'GalacticEvent', payload);
    }
  }
}

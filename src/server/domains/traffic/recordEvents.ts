import type { Transaction } from 'kysely';
import { eventQuestPlan, festivalGood, type NamedGood } from '../../../shared/rules/missions/eventQuests';
import type { GalacticEvent } from '../../../shared/rules/traffic/trafficTypes';
import type { Database } from '../../db/schema';
import { offerEventQuests } from '../missions/offerEventQuests';
import type { AnnouncedEvent } from './announceEvents';
import type { LoadedGalaxy } from './trafficWorldQuery';

/** What an event's quest asks to bring: a shortage's commodity, a festival's good (none for a boom or a blockade). */
function goodOf(event: GalacticEvent, galaxy: LoadedGalaxy): NamedGood | null {
  const id = event.kind === 'shortage' ? event.commodityId : event.kind === 'festival' ? festivalGood(galaxy.world.markets, event.systemId, event.id) : null;
  const name = id === null ? undefined : galaxy.commodityNames.get(id);
  return id === null || name === undefined ? null : { id, name };
}

/**
 * Records the events that broke out, in the tick's transaction: each event's row (the news
 * ticker, notifications and the quest book read it) and the quest it offers while it runs.
 */
export async function recordStartedEvents(trx: Transaction<Database>, started: readonly AnnouncedEvent[], galaxy: LoadedGalaxy, now: Date): Promise<void> {
  if (started.length === 0) return;
  await trx
    .insertInto('galactic_events')
    .values(started.map((e) => ({ id: e.event.id, kind: e.event.kind, super_area_id: e.event.systemId, commodity_id: e.event.commodityId, headline: e.headline, starts_at: now, ends_at: e.endsAt })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const offers = started.map(({ event }) => ({
    eventId: event.id,
    plan: eventQuestPlan({ event, systemName: galaxy.names.get(event.systemId) ?? 'a distant system', good: goodOf(event, galaxy) }),
  }));
  await offerEventQuests(trx, offers);
}

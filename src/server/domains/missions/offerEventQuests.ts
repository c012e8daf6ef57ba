import { sql, type Kysely } from 'kysely';
import { eventQuestPlan, festivalGood, type EventQuestPlan, type NamedGood } from '../../../shared/rules/missions/eventQuests';
import type { GalacticEventKind } from '../../../shared/rules/traffic/trafficTypes';
import type { Database } from '../../db/schema';

/** A running galactic event that offers no quest yet, with the names its quest uses. */
interface Unoffered {
  id: number;
  kind: GalacticEventKind;
  super_area_id: number;
  system_name: string;
  commodity_id: number | null;
  commodity_name: string | null;
}

/** The running events without their quest (one statement). */
async function unofferedEvents(db: Kysely<Database>, now: Date): Promise<Unoffered[]> {
  const result = await sql<Unoffered>`
    SELECT e.id::int, e.kind, e.super_area_id::int, sa.name AS system_name, e.commodity_id::int, c.name AS commodity_name
    FROM galactic_events e
    JOIN super_areas sa ON sa.id = e.super_area_id
    LEFT JOIN commodities c ON c.id = e.commodity_id
    WHERE e.ends_at > ${now} AND NOT EXISTS (SELECT 1 FROM quests q WHERE q.galactic_event_id = e.id)
    ORDER BY e.id`.execute(db);
  return result.rows;
}

/** What each festival's quest asks to bring: a festival good its market sells (the others' is their shortage's commodity). */
async function festivalGoods(db: Kysely<Database>, events: readonly Unoffered[]): Promise<Map<number, NamedGood>> {
  const festivals = events.filter((e) => e.kind === 'festival');
  if (festivals.length === 0) return new Map();
  const markets = await db
    .selectFrom('markets as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['m.super_area_id', 'm.commodity_id', 'c.category', 'c.name'])
    .where('m.super_area_id', 'in', festivals.map((e) => e.super_area_id))
    .execute();
  const rows = markets.map((m) => ({ systemId: m.super_area_id, commodityId: m.commodity_id, category: m.category }));
  const goods = new Map<number, NamedGood>();
  for (const event of festivals) {
    const id = festivalGood(rows, event.super_area_id, event.id);
    const name = markets.find((m) => m.commodity_id === id)?.name;
    if (id !== null && name) goods.set(event.id, { id, name });
  }
  return goods;
}

/** The quest an event offers. */
function planOf(event: Unoffered, goods: ReadonlyMap<number, NamedGood>): EventQuestPlan {
  const shortage = event.commodity_id !== null && event.commodity_name !== null ? { id: event.commodity_id, name: event.commodity_name } : null;
  const good = event.kind === 'shortage' ? shortage : event.kind === 'festival' ? (goods.get(event.id) ?? null) : null;
  return eventQuestPlan({ event: { id: event.id, kind: event.kind, systemId: event.super_area_id }, systemName: event.system_name, good });
}

/**
 * Writes the quests of the running galactic events that offer none yet into the catalogue
 * (GAME_RULES "Event quests"), in one transaction: each its own one-quest chain, tied to its event
 * so the book offers it only while the event runs. Returns how many were written.
 */
export async function offerEventQuests(db: Kysely<Database>, now: Date): Promise<number> {
  // An idle tick costs one read; the writes share a transaction (a quest is never without its steps).
  const events = await unofferedEvents(db, now);
  if (events.length === 0) return 0;
  const goods = await festivalGoods(db, events);
  return db.transaction().execute(async (trx) => {
    let written = 0;
    for (const event of events) {
      const plan = planOf(event, goods);
      const quest = await trx
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
          galactic_event_id: event.id,
          rewards: JSON.stringify(plan.rewards),
        })
        .onConflict((oc) => oc.column('galactic_event_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!quest) continue;
      await trx.insertInto('quest_steps').values(plan.steps.map((step, index) => ({ quest_id: quest.id, position: index + 1, ...step }))).execute();
      written++;
    }
    return written;
  });
}

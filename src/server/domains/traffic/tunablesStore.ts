import type { TrafficTunablesBody } from '../../../shared/api';
import { DEFAULT_TRAFFIC_TUNABLES, type TrafficTunables } from '../../../shared/rules/traffic/trafficTunables';
import type { Db } from '../../db/database';
import { recordAdminAct } from '../admin/adminAudit';

/** The tunables as the admin sees them. */
function asBody(t: TrafficTunables): TrafficTunablesBody {
  return {
    traders_per_system: t.tradersPerSystem,
    appetite: t.appetite,
    systems_per_pirate_group: t.systemsPerPirateGroup,
    systems_per_patrol: t.systemsPerPatrol,
    events_per_game_day: t.eventsPerGameDay,
  };
}

/** The living galaxy's tunables: the defaults with what a content admin changed (the tick reads them each tick). */
export async function readTrafficTunables(db: Db): Promise<TrafficTunables> {
  const row = await db.selectFrom('traffic_tunables').select('settings').where('id', '=', 1).executeTakeFirst();
  const stored = (row?.settings ?? {}) as Partial<TrafficTunablesBody>;
  return {
    ...DEFAULT_TRAFFIC_TUNABLES,
    ...(stored.traders_per_system === undefined ? {} : { tradersPerSystem: stored.traders_per_system }),
    ...(stored.appetite === undefined ? {} : { appetite: stored.appetite }),
    ...(stored.systems_per_pirate_group === undefined ? {} : { systemsPerPirateGroup: stored.systems_per_pirate_group }),
    ...(stored.systems_per_patrol === undefined ? {} : { systemsPerPatrol: stored.systems_per_patrol }),
    ...(stored.events_per_game_day === undefined ? {} : { eventsPerGameDay: stored.events_per_game_day }),
  };
}

export async function showTrafficTunables(db: Db): Promise<TrafficTunablesBody> {
  return asBody(await readTrafficTunables(db));
}

/** A content admin's edit of the tunables (validated by the route: 422 on bad values), audited. */
export async function updateTrafficTunables(db: Db, userId: number, body: TrafficTunablesBody, now: Date): Promise<TrafficTunablesBody> {
  await db.transaction().execute(async (trx) => {
    const before = asBody(await readTrafficTunables(trx));
    await trx
      .insertInto('traffic_tunables')
      .values({ id: 1, settings: JSON.stringify(body), updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ settings: JSON.stringify(body), updated_at: now }))
      .execute();
    await recordAdminAct(trx, userId, { action: 'update', subjectType: 'traffic_tunables', subjectId: 1, before, after: body }, now);
  });
  return body;
}

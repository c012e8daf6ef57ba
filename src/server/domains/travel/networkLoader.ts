import { ReadOnce } from '../../db/readOnce';
import type { Kysely } from 'kysely';
import { travelNetwork, type TravelNetwork } from '../../../shared/rules/travel/routePlan';
import type { Database } from '../../db/schema';

interface LaneRow {
  id: number;
  from_area_id: number;
  to_area_id: number;
  length: number;
}

/**
 * The hyperspace lanes, read once per content change (issue 40: the options, the route and the
 * start of every journey plan over them): only the content admin adds or moves a lane, and its
 * acts forget them in every server process (routes.ts). The systems are read fresh at each plan:
 * their danger levels move with the traffic and with won fights against pirates.
 */
export class HyperspaceLanes {
  private readonly loaded = new ReadOnce<LaneRow[]>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The lanes; a read they need goes through `db`, the act's transaction inside an act (never a second connection). */
  get(db: Kysely<Database> = this.db): Promise<LaneRow[]> {
    return this.loaded.get(() => db.selectFrom('hyperspace_lanes').select(['id', 'from_area_id', 'to_area_id', 'length']).execute());
  }

  forget(): void {
    this.loaded.forget();
  }
}

/** The lanes and systems as travel plans see them (a few dozen rows); the systems read on `db`, the transaction of an act. */
export async function loadTravelNetwork(db: Kysely<Database>, lanes: HyperspaceLanes): Promise<TravelNetwork> {
  const [systems, laneRows] = await Promise.all([db.selectFrom('super_areas').select(['id', 'name', 'fuel_cost', 'danger_level']).execute(), lanes.get(db)]);
  return networkOf(systems, laneRows);
}

/** The network of these systems (their danger levels as read now) and lanes. */
export function networkOf(systems: readonly { id: number; name: string; fuel_cost: number | string; danger_level: number }[], laneRows: readonly LaneRow[]): TravelNetwork {
  return travelNetwork(
    systems.map((s) => ({ id: s.id, name: s.name, fuelCost: Number(s.fuel_cost), dangerLevel: s.danger_level })),
    laneRows.map((l) => ({ id: l.id, from: l.from_area_id, to: l.to_area_id, length: l.length })),
  );
}

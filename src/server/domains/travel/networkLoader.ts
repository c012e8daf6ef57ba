import type { Kysely } from 'kysely';
import { travelNetwork, type TravelNetwork } from '../../../shared/rules/travel/routePlan';
import type { Database } from '../../db/schema';

/** The lanes and systems as travel plans see them, read fresh (a few dozen rows) so admin edits count at once. */
export async function loadTravelNetwork(db: Kysely<Database>): Promise<TravelNetwork> {
  const [systems, lanes] = await Promise.all([
    db.selectFrom('super_areas').select(['id', 'name', 'fuel_cost', 'danger_level']).execute(),
    db.selectFrom('hyperspace_lanes').select(['id', 'from_area_id', 'to_area_id', 'length']).execute(),
  ]);
  return travelNetwork(
    systems.map((s) => ({ id: s.id, name: s.name, fuelCost: Number(s.fuel_cost), dangerLevel: s.danger_level })),
    lanes.map((l) => ({ id: l.id, from: l.from_area_id, to: l.to_area_id, length: l.length })),
  );
}

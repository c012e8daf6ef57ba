import type { Manifest } from '../../../../shared/api';
import { characterSystem } from '../currentSystem';
import { marketsAt } from '../localMarket';
import type { MarketContext } from '../marketContext';
import { manifestLine, readCargoLines } from './cargoLine';

/** The active ship's hold valued at the local market (seed 001 §7 GET /api/market/cargo/manifest). */
export async function cargoManifest(ctx: MarketContext, characterId: number): Promise<Manifest> {
  const { db, catalog, places } = ctx;
  const [ship, system] = await Promise.all([
    db
      .selectFrom('characters as c')
      .innerJoin('ships as s', 's.id', 'c.active_ship_id')
      .select(['s.id', 's.name', 's.cargo_capacity'])
      .where('c.id', '=', characterId)
      .executeTakeFirst(),
    characterSystem(db, places, characterId),
  ]);
  if (!ship) return { success: true, manifest: [], ship: null, cargo_used: 0, cargo_capacity: 0, total_value: 0 };
  const lines = await readCargoLines(db, ship.id);
  const [views, commodities] = await Promise.all([
    marketsAt(db, catalog, system.id, lines.map((l) => l.commodity_id)),
    catalog.all(),
  ]);
  const priceOf = new Map(views.map((v) => [v.commodity.id, v.price]));
  const manifest = lines.map((line) => {
    const commodity = commodities.get(line.commodity_id);
    return manifestLine(line, commodity, priceOf.get(line.commodity_id) ?? commodity?.basePrice ?? 0);
  });
  return {
    success: true,
    manifest,
    ship: { id: ship.id, name: ship.name },
    cargo_used: manifest.reduce((sum, item) => sum + item.quantity, 0),
    cargo_capacity: ship.cargo_capacity,
    total_value: manifest.reduce((sum, item) => sum + item.current_value, 0),
  };
}

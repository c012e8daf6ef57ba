import type { ProfitableRoutesQuery } from '../../../../shared/api';
import { absorbableQuantity, unitPrice } from '../../../../shared/rules/market/marketPrice';
import { pilotedShip } from '../../../../shared/rules/skills/pilotModifiers';
import { rankProfitableRoutes, type RouteCommodity, type RouteMarket } from '../../../../shared/rules/market/profitableRoutes';
import { activeShip } from '../../../kernel/activeShip';
import { priceModel } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import { characterModifiers, loadLearnedModifiers } from '../../skills/characterModifiers';
import { refused } from '../../../http/httpError';

/** The most routes one answer lists: one per commodity at most, best first. */
const MAX_ROUTES = 30;

/** GET /api/market/routes/profitable: the best trade route of each commodity for the active ship. */
export async function profitableRoutes(ctx: MarketContext, characterId: number, query: ProfitableRoutesQuery) {
  const [ship, learned, network, commodities, markets] = await Promise.all([
    activeShip(ctx.db, characterId),
    loadLearnedModifiers(ctx.db, characterId),
    ctx.network.get(),
    ctx.catalog.all(),
    ctx.db.selectFrom('markets').select(['super_area_id', 'commodity_id', 'stock', 'elasticity']).execute(),
  ]);
  if (!ship) throw refused('You need an active ship to plan trade routes.', 'max_distance');
  const byCommodity = new Map<number, Map<number, RouteMarket>>();
  for (const row of markets) {
    const commodity = commodities.get(row.commodity_id);
    if (!commodity) continue;
    const model = priceModel(commodity, row.elasticity);
    let bySystem = byCommodity.get(row.commodity_id);
    if (!bySystem) byCommodity.set(row.commodity_id, (bySystem = new Map()));
    bySystem.set(row.super_area_id, { price: unitPrice(model, row.stock), stock: row.stock, absorbable: absorbableQuantity(model, row.stock) });
  }
  const routeCommodities: RouteCommodity[] = [...commodities.values()].map((c) => ({
    id: c.id,
    name: c.name,
    specialRequirements: c.specialRequirements,
    markets: byCommodity.get(c.id) ?? new Map(),
  }));
  // The character's pilot skills fly the ship here as they do on a real journey.
  const flown = pilotedShip({ speed: ship.status.speed, fuelEfficiency: ship.status.fuel_efficiency }, characterModifiers(learned));
  const routes = rankProfitableRoutes(
    network.systems,
    network.pathsFrom,
    routeCommodities,
    { ...flown, dailyMaintenance: ship.dailyMaintenance, cargoCapacity: ship.status.cargo_capacity, maxFuel: ship.status.max_fuel },
    { maxDistance: query.max_distance, minProfit: query.min_profit },
  );
  return { success: true as const, routes: routes.slice(0, MAX_ROUTES), travel_status: ship.status };
}

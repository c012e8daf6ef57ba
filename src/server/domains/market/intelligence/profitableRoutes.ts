import type { ProfitableRoutesQuery } from '../../../../shared/api';
import { rankProfitableRoutes } from '../../../../shared/rules/market/profitableRoutes';
import { routesFromSystem, type QuotedCommodity } from '../../../../shared/rules/market/routesFromSystem';
import { pilotedShip } from '../../../../shared/rules/skills/pilotModifiers';
import { notFound, refused } from '../../../kernel/refusal';
import { activeShip } from '../../../kernel/activeShip';
import { characterModifiers, loadLearnedModifiers } from '../../skills/characterModifiers';
import type { MarketContext } from '../marketContext';

/** The most routes one answer lists, best first. */
const MAX_ROUTES = 30;

/** Every market of every commodity, priced, with its price model: the galactic board's quotes (read once per change). */
async function quotedCommodities(ctx: MarketContext): Promise<QuotedCommodity[]> {
  const [commodities, board] = await Promise.all([ctx.catalog.all(), ctx.galactic.board()]);
  return [...commodities.values()].map((c) => ({ id: c.id, name: c.name, specialRequirements: c.specialRequirements, markets: board.markets.get(c.id) ?? new Map() }));
}

/**
 * GET /api/market/routes/profitable for the active ship: by default the routes from the system the
 * character is in (the best load of each commodity to each system within reach, the credits
 * counted); with `from=anywhere`, the best route of each commodity in the galaxy.
 */
export async function profitableRoutes(ctx: MarketContext, characterId: number, query: ProfitableRoutesQuery) {
  const [ship, learned, network, commodities, character] = await Promise.all([
    activeShip(ctx.db, characterId),
    loadLearnedModifiers(ctx.db, characterId),
    ctx.network.get(),
    quotedCommodities(ctx),
    ctx.db.selectFrom('characters').select(['place_id', 'credits']).where('id', '=', characterId).executeTakeFirst(),
  ]);
  if (!character) throw notFound('Character not found.');
  if (!ship) throw refused('You need an active ship to plan trade routes.', 'max_distance');
  // The character's pilot skills fly the ship here as they do on a real journey.
  const flown = pilotedShip({ speed: ship.status.speed, fuelEfficiency: ship.status.fuel_efficiency }, characterModifiers(learned));
  const routeShip = { ...flown, dailyMaintenance: ship.dailyMaintenance, cargoCapacity: ship.status.cargo_capacity, maxFuel: ship.status.max_fuel };
  const options = { maxDistance: query.max_distance, minProfit: query.min_profit };
  const routes =
    query.from === 'here'
      ? routesFromSystem((await ctx.places.get(character.place_id)).superAreaId, network.systems, network.pathsFrom, commodities, routeShip, { ...options, credits: character.credits })
      : rankProfitableRoutes(network.systems, network.pathsFrom, commodities, routeShip, options);
  return { success: true as const, routes: routes.slice(0, MAX_ROUTES), travel_status: ship.status };
}

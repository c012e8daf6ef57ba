import { unwrap, type StarlaneClient } from './client';
import type { operations } from './starlaneApi';

type RoutesAnswer = operations['market.profitableRoutes']['responses'][200]['content']['application/json'];
export type ProfitableRoute = RoutesAnswer['routes'][number];
export type ShipHold = RoutesAnswer['travel_status'];

/** Keep this much of the purse for the flight (fuel and maintenance) on top of what the route says. */
const SPARE_CREDITS = 50;

/**
 * The server's own route finder: loads to buy here and sell in another system, with the net profit
 * of one hold after fuel and maintenance. The best load first.
 */
export async function profitableRoutes(client: StarlaneClient): Promise<{ routes: ProfitableRoute[]; hold: ShipHold }> {
  const answer = unwrap(await client.GET('/api/market/routes/profitable', { params: { query: { from: 'here' } } }), 'route finder');
  const routes = [...answer.routes].sort((a, b) => b.profit_per_hold - a.profit_per_hold);
  return { routes, hold: answer.travel_status };
}

/** How many units to buy at most: what the route suggests, the market holds and the hold has room for. */
export function unitsWithinHold(route: ProfitableRoute, hold: ShipHold): number {
  return Math.max(0, Math.min(route.hold_units, route.available_quantity, hold.cargo_capacity - hold.cargo_used));
}

/**
 * Asks the server for the price of `units` (prices rise as a load is bought) and takes fewer until
 * the total fits the credits left after the flight's cost. Zero when not even one unit fits.
 */
export async function affordableUnits(client: StarlaneClient, route: ProfitableRoute, units: number, credits: number): Promise<number> {
  const budget = credits - route.travel_cost - SPARE_CREDITS;
  let quantity = units;
  while (quantity > 0) {
    const quote = unwrap(
      await client.GET('/api/market/commodities/{id}/pricing', { params: { path: { id: route.commodity_id }, query: { quantity, action: 'buy' } } }),
      'price quote',
    ).pricing;
    if (quote.final_total <= budget) return quantity;
    // Scale down by how far over budget the quote is, at least one unit at a time.
    quantity = Math.min(quantity - 1, Math.floor((quantity * budget) / quote.final_total));
  }
  return 0;
}


import type { Page } from '@playwright/test';
import type { ProfitableRouteItem } from '../../../src/shared/api';
import { CREDITS_PER_TRADING_XP } from '../../../src/shared/rules/market/tradingLevel';
import { gameApi } from './gameApi';

/** The trading experience Bargaining I asks for (the Trader's first tree skill), with a margin for slippage. */
export const TRADING_XP_WANTED = 100;

/**
 * The quickest profitable run from here that earns enough trading experience, with as many units as
 * the credits and the hold allow (the quickest, so the flight lands well within flyTo's minute).
 */
export async function bestRun(page: Page, characterId: number): Promise<{ route: ProfitableRouteItem; quantity: number }> {
  const api = gameApi(page, characterId);
  const { routes, travel_status } = await api.get<{ routes: ProfitableRouteItem[]; travel_status: { cargo_capacity: number } }>('/api/market/routes/profitable?max_distance=5&min_profit=10');
  const here = (await api.get<{ location: { super_area_id: number } }>(`/api/characters/${characterId}`)).location.super_area_id;
  const enough = TRADING_XP_WANTED * CREDITS_PER_TRADING_XP * 1.5;
  const runs = routes
    .map((route) => {
      const quantity = Math.min(travel_status.cargo_capacity, route.available_quantity, Math.floor(20_000 / route.buy_price));
      return { route, quantity, profit: quantity * route.profit_per_unit };
    })
    // Bought here, sold in another system (the list also holds runs between other systems).
    .filter((run) => run.route.from_super_area_id === here && run.route.to_super_area_id !== here && run.profit > enough)
    .sort((a, b) => a.route.travel_time - b.route.travel_time);
  const best = runs[0];
  if (!best) throw new Error(`no run from the start system earns ${enough} credits of profit`);
  return best;
}

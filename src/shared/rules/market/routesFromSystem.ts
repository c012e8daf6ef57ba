import type { PathTo } from '../galaxy/shortestPaths';
import { unitPrice, type PriceModel } from './marketPrice';
import { describeRoute, legsFrom, type ProfitableRoute, type RouteCommodity, type RouteMarket, type RouteOptions, type RouteShip, type RouteSystem } from './profitableRoutes';

/** A market whose price model is known, so a whole load can be quoted unit by unit. */
export interface QuotedMarket extends RouteMarket {
  model: PriceModel;
}

export interface QuotedCommodity extends RouteCommodity {
  markets: ReadonlyMap<number, QuotedMarket>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each commodity's best destinations only, so one dear cargo does not fill the whole list. */
export const DESTINATIONS_PER_COMMODITY = 2;

const byProfitPerHour = (a: ProfitableRoute, b: ProfitableRoute) => b.profit_per_hour - a.profit_per_hour || b.profit_per_hold - a.profit_per_hold;

/**
 * The load worth carrying between two markets: units are added while the next one still sells
 * for more than it costs (both prices slide as the load grows: the buy takes stock off the shelf
 * here, the sale puts it on the shelf there), up to the hold and what the credits pay for.
 * Returns the units and what they earn before travel costs.
 */
export function bestLoad(here: Pick<QuotedMarket, 'model' | 'stock'>, there: Pick<QuotedMarket, 'model' | 'stock'>, hold: number, credits: number): { units: number; spent: number; earned: number } {
  let units = 0;
  let spent = 0;
  let earned = 0;
  const bound = Math.min(hold, here.stock);
  while (units < bound) {
    const cost = unitPrice(here.model, here.stock - units);
    const fetch = unitPrice(there.model, there.stock + units + 1);
    if (fetch <= cost || spent + cost > credits) break;
    spent += cost;
    earned += fetch;
    units++;
  }
  return { units, spent, earned };
}

/**
 * Profitable routes FROM one system (the player's): every commodity sold here and its best
 * `DESTINATIONS_PER_COMMODITY` systems within `maxDistance` jumps that buy it dearer, each with the best load (`bestLoad`), its net
 * profit per unit and per hold after fuel and maintenance, and its travel time. Routes earning
 * at least `minProfit` a unit, ranked by profit per hour (GAME_RULES "Profitable routes").
 */
export function routesFromSystem(
  fromId: number,
  systemList: readonly RouteSystem[],
  pathsFrom: (systemId: number) => ReadonlyMap<number, PathTo>,
  commodities: readonly QuotedCommodity[],
  ship: RouteShip,
  options: RouteOptions & { credits: number },
): ProfitableRoute[] {
  const systems = new Map(systemList.map((s) => [s.id, s]));
  const source = systems.get(fromId);
  if (!source) return [];
  const legs = legsFrom(source, pathsFrom(fromId), systems, ship, options.maxDistance);
  const routes: ProfitableRoute[] = [];
  for (const commodity of commodities) {
    const here = commodity.markets.get(fromId);
    if (!here || here.stock <= 0) continue;
    const found: ProfitableRoute[] = [];
    for (const leg of legs) {
      const there = commodity.markets.get(leg.to);
      // Cheap test first: the first unit's spread must already clear the minimum.
      if (!there || there.price - here.price < options.minProfit) continue;
      const load = bestLoad(here, there, ship.cargoCapacity, options.credits);
      if (load.units === 0) continue;
      const perHold = load.earned - load.spent - leg.cost;
      const net = perHold / load.units;
      if (net <= 0 || net < options.minProfit) continue;
      const route = describeRoute(commodity, source, leg, net, load.units, systems, pathsFrom, ship);
      // What is on the shelf here: the load itself is hold_units.
      found.push({ ...route, profit_per_unit: round2((load.earned - load.spent) / load.units), available_quantity: here.stock });
    }
    routes.push(...found.sort(byProfitPerHour).slice(0, DESTINATIONS_PER_COMMODITY));
  }
  return routes.sort(byProfitPerHour);
}

import type { PathTo } from '../galaxy/shortestPaths';
import { riskLabel, type RiskLabel } from '../riskLabel';
import { fuelNeeded, fuelValue, maintenanceCost, travelMinutes, type TravelShip } from '../travel/travelCosts';

/** A star system as route planning sees it. */
export interface RouteSystem {
  id: number;
  name: string;
  dangerLevel: number;
  fuelCost: number;
}

/** One commodity's market in one system. */
export interface RouteMarket {
  /** Today's unit price (what the first unit costs or fetches). */
  price: number;
  stock: number;
  /** Units the market takes before its price falls 10 %. */
  absorbable: number;
}

export interface RouteCommodity {
  id: number;
  name: string;
  specialRequirements: readonly string[];
  /** Markets by system id. */
  markets: ReadonlyMap<number, RouteMarket>;
}

export interface RouteShip extends TravelShip {
  cargoCapacity: number;
  maxFuel: number;
}

export interface RouteOptions {
  /** Most jumps between the buying and the selling system. */
  maxDistance: number;
  /** Least net profit per unit worth showing. */
  minProfit: number;
}

export interface RouteNode {
  location: string;
  /** Lane length from the previous node (0 for the start). */
  distance: number;
  danger_level: number;
  fuel_multiplier: number;
}

/** The Profitable route of seed 001 §3. */
export interface ProfitableRoute {
  commodity_id: number;
  commodity_name: string;
  from_location: string;
  from_super_area_id: number;
  to_location: string;
  to_super_area_id: number;
  hyperspace_route: string[];
  net_profit_per_unit: number;
  profit_per_unit: number;
  profit_margin: number;
  profit_per_hour: number;
  /** Net profit of one full load (`hold_units`), after fuel and maintenance. */
  profit_per_hold: number;
  /** The load the figures count on: the hold, the seller's stock, what the buyer takes, what the credits pay for. */
  hold_units: number;
  buy_price: number;
  sell_price: number;
  travel_cost: number;
  fuel_required: number;
  distance: number;
  jumps: number;
  travel_time: number;
  risk_level: RiskLabel;
  available_quantity: number;
  special_requirements: string[];
  route_nodes: RouteNode[];
}

/** Danger at which we advise an armed escort (the start of Extreme risk). */
const ESCORT_DANGER = 7;

/** A trip between two systems: what it costs this ship, whatever it carries. */
export interface Leg {
  to: number;
  path: PathTo;
  fuel: number;
  cost: number;
  minutes: number;
  maxDanger: number;
}

/**
 * Every trip of at most `maxDistance` jumps from each system, priced for the ship. Legs are
 * built in order of jumps so each one extends the leg to the system before it.
 */
export function legsFrom(source: RouteSystem, paths: ReadonlyMap<number, PathTo>, systems: ReadonlyMap<number, RouteSystem>, ship: RouteShip, maxDistance: number): Leg[] {
  const fuelTo = new Map<number, number>([[source.id, 0]]);
  const dangerTo = new Map<number, number>([[source.id, source.dangerLevel]]);
  // Bucketed by jumps rather than sorted: a leg's previous system is always in an earlier bucket.
  const byJumps: PathTo[][] = Array.from({ length: maxDistance + 1 }, () => []);
  for (const path of paths.values()) if (path.jumps > 0 && path.jumps <= maxDistance) byJumps[path.jumps]?.push(path);
  const legs: Leg[] = [];
  for (const path of byJumps.flat()) {
    const target = path.path[path.path.length - 1] as number;
    const previous = path.path[path.path.length - 2] as number;
    const system = systems.get(target);
    const before = paths.get(previous);
    if (!system || !before) continue;
    const fuel = (fuelTo.get(previous) ?? 0) + fuelNeeded(path.distance - before.distance, system.fuelCost, ship.fuelEfficiency);
    const maxDanger = Math.max(dangerTo.get(previous) ?? 0, system.dangerLevel);
    fuelTo.set(target, fuel);
    dangerTo.set(target, maxDanger);
    const cost = fuelValue(fuel) + maintenanceCost(path.distance, ship.dailyMaintenance);
    legs.push({ to: target, path, fuel, cost, minutes: travelMinutes(path.distance, ship.speed), maxDanger });
  }
  return legs;
}

function requirements(commodity: RouteCommodity, leg: Leg, ship: RouteShip): string[] {
  const list = [...commodity.specialRequirements];
  if (leg.maxDanger >= ESCORT_DANGER) list.push(`Armed escort advised: danger level ${leg.maxDanger} on the way`);
  if (leg.fuel > ship.maxFuel) list.push(`Refuel en route: the trip burns ${leg.fuel.toFixed(2)} fuel, the tank holds ${ship.maxFuel}`);
  return list;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A commodity's markets as flat arrays by system index (NaN price: no market there). */
function marketArrays(commodity: RouteCommodity, index: ReadonlyMap<number, number>, count: number) {
  const price = new Float64Array(count).fill(Number.NaN);
  const stock = new Float64Array(count);
  const absorbable = new Float64Array(count);
  for (const [id, market] of commodity.markets) {
    const i = index.get(id);
    if (i === undefined) continue;
    price[i] = market.price;
    stock[i] = market.stock;
    absorbable[i] = market.absorbable;
  }
  return { price, stock, absorbable };
}

/**
 * Profitable routes (GAME_RULES "Commodities and prices"): for each commodity, the pair of
 * systems at most `maxDistance` jumps apart where buying at one and selling at the other earns
 * the most per unit after fuel and maintenance, spread over a full load (the ship's hold, the
 * seller's stock and what the buyer absorbs, whichever is least). Routes earning at least
 * `minProfit` a unit are ranked by profit per hour. `pathsFrom` gives the shortest paths.
 */
export function rankProfitableRoutes(
  systemList: readonly RouteSystem[],
  pathsFrom: (systemId: number) => ReadonlyMap<number, PathTo>,
  commodities: readonly RouteCommodity[],
  ship: RouteShip,
  options: RouteOptions,
): ProfitableRoute[] {
  const systems = new Map(systemList.map((s) => [s.id, s]));
  const index = new Map(systemList.map((s, i) => [s.id, i]));
  const legs = systemList.map((s) => legsFrom(s, pathsFrom(s.id), systems, ship, options.maxDistance));
  // The pair search runs over every commodity × system × trip: keep it on flat arrays.
  const targets = legs.map((list) => Int32Array.from(list, (leg) => index.get(leg.to) ?? -1));
  const costs = legs.map((list) => Float64Array.from(list, (leg) => leg.cost));
  const routes: ProfitableRoute[] = [];
  for (const commodity of commodities) {
    const { price, stock, absorbable } = marketArrays(commodity, index, systemList.length);
    let bestNet = Number.NEGATIVE_INFINITY;
    let bestFrom = -1;
    let bestLeg = -1;
    let bestUnits = 0;
    for (let from = 0; from < systemList.length; from++) {
      const buyPrice = price[from] as number;
      const fromStock = stock[from] as number;
      if (!(fromStock > 0)) continue;
      const to = targets[from] as Int32Array;
      const cost = costs[from] as Float64Array;
      for (let k = 0; k < to.length; k++) {
        const t = to[k] as number;
        const sellPrice = price[t] as number;
        // Cheap test first (NaN fails it too): most pairs don't even pay before travel costs.
        if (!(sellPrice - buyPrice >= options.minProfit)) continue;
        const units = Math.min(ship.cargoCapacity, fromStock, absorbable[t] as number);
        if (units <= 0) continue;
        const net = sellPrice - buyPrice - (cost[k] as number) / units;
        if (net > bestNet) {
          bestNet = net;
          bestFrom = from;
          bestLeg = k;
          bestUnits = units;
        }
      }
    }
    if (bestFrom < 0 || bestNet < options.minProfit || bestNet <= 0) continue;
    routes.push(describeRoute(commodity, systemList[bestFrom] as RouteSystem, (legs[bestFrom] as Leg[])[bestLeg] as Leg, bestNet, bestUnits, systems, pathsFrom, ship));
  }
  return routes.sort((a, b) => b.profit_per_hour - a.profit_per_hour);
}

/** The route as the spec shows it, from the best pair found: `net` a unit over a load of `units`. */
export function describeRoute(
  commodity: RouteCommodity,
  from: RouteSystem,
  leg: Leg,
  net: number,
  units: number,
  systems: ReadonlyMap<number, RouteSystem>,
  pathsFrom: (systemId: number) => ReadonlyMap<number, PathTo>,
  ship: RouteShip,
): ProfitableRoute {
  const buy = commodity.markets.get(from.id) as RouteMarket;
  const sell = commodity.markets.get(leg.to) as RouteMarket;
  const paths = pathsFrom(from.id);
  const nodes = leg.path.path.map((id, index): RouteNode => {
    const system = systems.get(id) as RouteSystem;
    const previous = index > 0 ? (paths.get(leg.path.path[index - 1] as number)?.distance ?? 0) : 0;
    const here = paths.get(id)?.distance ?? 0;
    return { location: system.name, distance: round2(here - previous), danger_level: system.dangerLevel, fuel_multiplier: system.fuelCost };
  });
  const to = systems.get(leg.to) as RouteSystem;
  return {
    commodity_id: commodity.id,
    commodity_name: commodity.name,
    from_location: from.name,
    from_super_area_id: from.id,
    to_location: to.name,
    to_super_area_id: to.id,
    hyperspace_route: nodes.map((n) => n.location),
    net_profit_per_unit: round2(net),
    profit_per_unit: sell.price - buy.price,
    profit_margin: round2((net / buy.price) * 100),
    profit_per_hour: Math.round((net * units) / (leg.minutes / 60)),
    profit_per_hold: Math.round(net * units),
    hold_units: units,
    buy_price: buy.price,
    sell_price: sell.price,
    travel_cost: leg.cost,
    fuel_required: round2(leg.fuel),
    distance: round2(leg.path.distance),
    jumps: leg.path.jumps,
    travel_time: Math.round(leg.minutes),
    risk_level: riskLabel(leg.maxDanger),
    available_quantity: Math.min(buy.stock, sell.absorbable),
    special_requirements: requirements(commodity, leg, ship),
    route_nodes: nodes,
  };
}

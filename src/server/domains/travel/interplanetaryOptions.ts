import type { InterplanetaryOptions, MultiRoute, TravelOption } from '../../../shared/api';
import { formatCredits } from '../../../shared/rules/formatCredits';
import { gameSeconds, realMilliseconds } from '../../../shared/rules/travel/pacing';
import { secondsLeft } from '../../../shared/rules/travel/travelCosts';
import { laneBetween, planJourney, shortestRoute, type JourneyPlan, type SegmentRequest, type TravelNetwork } from '../../../shared/rules/travel/routePlan';
import type { TravelShipRow } from './travelParty';

/** What the options are priced for: the ship, the purse and the server's time scale. */
export interface OptionContext {
  network: TravelNetwork;
  origin: number;
  ship: TravelShipRow | undefined;
  credits: number;
  timeScale: number;
}

function presentPlan(name: string, type: 'direct' | 'multi', plan: JourneyPlan, destination: { id: number; name: string }, context: OptionContext): TravelOption {
  // The real wait as startJourney schedules it: each jump paced on its own, the whole their sum.
  const realMs = (minutes: number) => realMilliseconds(minutes, context.timeScale);
  return {
    name,
    type,
    route: type === 'direct' && plan.segments[0] ? { id: plan.segments[0].route_id } : null,
    destination,
    distance: plan.distance,
    jumps: plan.jumps,
    travel_time: gameSeconds(plan.minutes),
    real_time: secondsLeft(plan.segments.reduce((sum, segment) => sum + realMs(segment.minutes), 0)),
    fuel_consumption: plan.fuel,
    danger_level: plan.dangerLevel,
    costs: { fuel_cost: plan.fuelCost, maintenance_cost: plan.maintenance, total_cost: plan.totalCost },
    plan: {
      segments: plan.segments.map((s) => ({
        route_id: s.route_id,
        from_id: s.from_id,
        from_name: s.from_name,
        to_id: s.to_id,
        to_name: s.to_name,
        distance: s.distance,
        travel_time: gameSeconds(s.minutes),
        real_time: secondsLeft(realMs(s.minutes)),
        fuel_consumption: s.fuel,
        danger_level: s.danger_level,
      })),
    },
    affordable: (context.ship?.fuel ?? 0) >= plan.fuel && context.credits >= plan.maintenance,
  };
}

/** The refusal when the purse is short of a journey's charge. */
export function notEnoughCredits(cost: number, credits: number): string {
  return `Not enough credits: this journey costs ${formatCredits(cost)} and you have ${formatCredits(credits)}.`;
}

/** Why a hyperspace plan can't be flown now, or null when it can (the same checks initiate makes). */
export function planProblem(plan: JourneyPlan, ship: TravelShipRow | undefined, credits: number): string | null {
  if (!ship) return 'You need an active ship to travel through hyperspace.';
  if (ship.fuel < plan.fuel) return `Not enough fuel: this journey needs ${plan.fuel.toFixed(2)} units and your tank holds ${ship.fuel.toFixed(2)}.`;
  if (credits < plan.maintenance) return notEnoughCredits(plan.maintenance, credits);
  return null;
}

function multiRoute(destination: { id: number; name: string }, context: OptionContext): MultiRoute {
  const { network, origin, ship } = context;
  if (!ship) return { status: 'error', message: 'You need an active ship to travel through hyperspace.' };
  const route = shortestRoute(network, origin, destination.id);
  if (!route) return { status: 'error', message: `No hyperspace lanes lead to ${destination.name}.` };
  const plan = planJourney(network, route, ship);
  const problem = planProblem(plan, ship, context.credits);
  if (problem) return { status: 'error', message: problem };
  const via = plan.segments.slice(0, -1).map((s) => s.to_name);
  const message = via.length === 0 ? `Direct jump to ${destination.name}.` : `${plan.jumps} jumps to ${destination.name} via ${via.join(', ')}.`;
  return { ...presentPlan(`Multi-route to ${destination.name}`, 'multi', plan, destination, context), status: 'success', message };
}

/**
 * The interplanetary options for one destination (seed 001 §3): direct routes along a lane
 * (cheapest first) and the multi-route plan over the shortest path with its status and message.
 */
export function interplanetaryOptions(destinationId: number, context: OptionContext): InterplanetaryOptions {
  const { network, origin, ship } = context;
  const system = network.systems.get(destinationId);
  if (!system) throw new Error('destination must be a known system');
  const destination = { id: system.id, name: system.name };
  const direct: TravelOption[] = [];
  const lane = laneBetween(network, origin, destinationId);
  if (lane && ship) {
    const segment: SegmentRequest = { routeId: lane.id, fromId: origin, toId: destinationId };
    direct.push(presentPlan(`${network.systems.get(origin)?.name ?? 'Here'} – ${system.name} Lane`, 'direct', planJourney(network, [segment], ship), destination, context));
  }
  direct.sort((a, b) => a.costs.total_cost - b.costs.total_cost);
  return { destination, direct, multi_route: multiRoute(destination, context) };
}

import { laneGraph, shortestPaths, type LaneGraph, type PathTo } from '../galaxy/shortestPaths';
import { fuelNeeded, fuelValue, maintenanceCost, travelMinutes, type TravelShip } from './travelCosts';

/** A hyperspace lane with its id (the spec's route id). */
export interface LaneRecord {
  id: number;
  from: number;
  to: number;
  length: number;
}

/** What a plan needs to know of a star system. */
export interface SystemFacts {
  id: number;
  name: string;
  fuelCost: number;
  dangerLevel: number;
}

/** The galaxy as travel sees it: systems, lanes by their two ends, and the lane graph. */
export interface TravelNetwork {
  systems: ReadonlyMap<number, SystemFacts>;
  lanes: ReadonlyMap<string, LaneRecord>;
  graph: LaneGraph;
}

/** One jump the player asks for: along lane `routeId` from one system to the next. */
export interface SegmentRequest {
  routeId: number;
  fromId: number;
  toId: number;
}

/** A priced jump of a plan. Fuel burns at the fuel cost of the system flown to. */
export interface PlannedSegment {
  route_id: number;
  from_id: number;
  from_name: string;
  to_id: number;
  to_name: string;
  distance: number;
  minutes: number;
  fuel: number;
  danger_level: number;
}

/** A whole journey: its jumps and what it takes. */
export interface JourneyPlan {
  segments: PlannedSegment[];
  distance: number;
  jumps: number;
  minutes: number;
  /** Fuel units burned, to hundredths. */
  fuel: number;
  /** Credits of wear, charged at the start. */
  maintenance: number;
  /** What the fuel is worth at the refuel price (already paid for when it was bought). */
  fuelCost: number;
  totalCost: number;
  /** The most dangerous system on the way. */
  dangerLevel: number;
}

const laneKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function travelNetwork(systems: readonly SystemFacts[], lanes: readonly LaneRecord[]): TravelNetwork {
  return {
    systems: new Map(systems.map((system) => [system.id, system])),
    lanes: new Map(lanes.map((lane) => [laneKey(lane.from, lane.to), lane])),
    graph: laneGraph(lanes),
  };
}

/** The lane joining two systems directly, if there is one. */
export function laneBetween(network: TravelNetwork, a: number, b: number): LaneRecord | undefined {
  return network.lanes.get(laneKey(a, b));
}

/** Turns a path of system ids into the jumps along its lanes. */
export function segmentsOf(network: TravelNetwork, path: readonly number[]): SegmentRequest[] {
  const segments: SegmentRequest[] = [];
  for (let i = 1; i < path.length; i++) {
    const fromId = path[i - 1] as number;
    const toId = path[i] as number;
    const lane = laneBetween(network, fromId, toId);
    if (!lane) throw new Error(`no lane between ${fromId} and ${toId}`);
    segments.push({ routeId: lane.id, fromId, toId });
  }
  return segments;
}

/** Shortest paths (Dijkstra over the lanes) from `origin` to every system it can reach. */
export function pathsFrom(network: TravelNetwork, origin: number): Map<number, PathTo> {
  return shortestPaths(network.graph, origin);
}

/** The jumps of the shortest way from `origin` to `destination`, or null when none leads there. */
export function shortestRoute(network: TravelNetwork, origin: number, destination: number): SegmentRequest[] | null {
  const path = pathsFrom(network, origin).get(destination);
  return path ? segmentsOf(network, path.path) : null;
}

/**
 * Why a requested chain of jumps can't be flown from `origin`, or null when it can: it must start
 * at the origin, each jump must follow on from the last along a real lane, and it may not end
 * where it began.
 */
export function segmentProblem(network: TravelNetwork, origin: number, segments: readonly SegmentRequest[]): string | null {
  if (segments.length === 0) return 'The plan has no segments.';
  let at = origin;
  for (const [index, segment] of segments.entries()) {
    if (segment.fromId !== at) return `Segment ${index + 1} does not start where the previous one ends.`;
    const lane = network.lanes.get(laneKey(segment.fromId, segment.toId));
    if (!lane || lane.id !== segment.routeId) return `Segment ${index + 1} does not follow a hyperspace lane.`;
    if (!network.systems.has(segment.toId)) return `Segment ${index + 1} leads to an unknown system.`;
    at = segment.toId;
  }
  if (at === origin) return 'The plan ends where it starts.';
  return null;
}

/** Prices a chain of jumps for a ship (call `segmentProblem` first). */
export function planJourney(network: TravelNetwork, segments: readonly SegmentRequest[], ship: TravelShip): JourneyPlan {
  const planned = segments.map((segment): PlannedSegment => {
    const lane = network.lanes.get(laneKey(segment.fromId, segment.toId));
    const from = network.systems.get(segment.fromId);
    const to = network.systems.get(segment.toId);
    if (!lane || !from || !to) throw new Error('plan the segments of a valid route only');
    return {
      route_id: lane.id,
      from_id: from.id,
      from_name: from.name,
      to_id: to.id,
      to_name: to.name,
      distance: lane.length,
      minutes: travelMinutes(lane.length, ship.speed),
      fuel: fuelNeeded(lane.length, to.fuelCost, ship.fuelEfficiency),
      danger_level: to.dangerLevel,
    };
  });
  const distance = Math.round(planned.reduce((sum, s) => sum + s.distance, 0) * 100) / 100;
  const fuel = Math.round(planned.reduce((sum, s) => sum + s.fuel, 0) * 100) / 100;
  const maintenance = maintenanceCost(distance, ship.dailyMaintenance);
  const fuelCost = fuelValue(fuel);
  return {
    segments: planned,
    distance,
    jumps: planned.length,
    minutes: travelMinutes(distance, ship.speed),
    fuel,
    maintenance,
    fuelCost,
    totalCost: fuelCost + maintenance,
    dangerLevel: Math.max(0, ...planned.map((s) => s.danger_level)),
  };
}

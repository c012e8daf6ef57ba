import type { GalaxyMap } from '../../../shared/api';
import { neighboursOf } from '../../../shared/rules/galaxy/neighbours';
import { laneGraph, shortestPaths } from '../../../shared/rules/galaxy/shortestPaths';

/** A system drawn on the planner's mini map, at its galaxy-map position. */
export interface MiniMapSystem {
  id: number;
  name: string;
  x: number;
  y: number;
  danger: number;
  role: 'here' | 'destination' | 'route' | 'neighbour';
}

export interface MiniMapLane {
  from: number;
  to: number;
  onRoute: boolean;
}

export interface RouteNeighbourhood {
  systems: MiniMapSystem[];
  lanes: MiniMapLane[];
  /** System ids from here to the destination over the lanes (empty without a destination or a way there). */
  route: number[];
  /** The area to draw, in galaxy-map units, padded around the systems. */
  view: { x: number; y: number; width: number; height: number };
}

const PADDING = 7;
/** The view is never narrower than this, so two close systems do not fill the whole box. */
const MIN_SPAN = 30;
const ASPECT = 2.4;

/**
 * What the Travel planner's mini map shows: the current system, every system one lane away, and the
 * shortest way over the lanes to the chosen destination with the systems on it; the lanes between
 * them, those of the route marked. Null before the galaxy has loaded or while nowhere is known.
 */
export function routeNeighbourhood(galaxy: GalaxyMap, hereId: number, destinationId: number | null): RouteNeighbourhood | null {
  const byId = new Map(galaxy.superAreas.map((area) => [area.id, area]));
  if (!byId.has(hereId)) return null;
  const lanes = galaxy.routes.map((route) => ({ from: route.from_area_id, to: route.to_area_id, length: route.length }));
  const neighbours = neighboursOf(hereId, galaxy.routes).map((neighbour) => neighbour.id);
  const route = destinationId !== null && destinationId !== hereId ? (shortestPaths(laneGraph(lanes), hereId).get(destinationId)?.path ?? []) : [];
  const onRoute = new Set(route);
  const shown = new Set([hereId, ...neighbours, ...route]);

  const systems: MiniMapSystem[] = [...shown].flatMap((id) => {
    const area = byId.get(id);
    if (!area) return [];
    const role = id === hereId ? 'here' : id === destinationId ? 'destination' : onRoute.has(id) ? 'route' : 'neighbour';
    return [{ id, name: area.name, x: area.x, y: area.y, danger: area.danger_level, role }];
  });
  const routeLanes = new Set(route.slice(1).map((id, i) => laneKey(route[i] as number, id)));
  const drawnLanes = lanes
    .filter((lane) => shown.has(lane.from) && shown.has(lane.to))
    .map((lane) => ({ from: lane.from, to: lane.to, onRoute: routeLanes.has(laneKey(lane.from, lane.to)) }));
  return { systems, lanes: drawnLanes, route, view: viewAround(systems) };
}

function laneKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

function viewAround(systems: readonly MiniMapSystem[]): RouteNeighbourhood['view'] {
  const xs = systems.map((s) => s.x);
  const ys = systems.map((s) => s.y);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const height = Math.max(MIN_SPAN * 0.6, Math.max(...ys) - Math.min(...ys)) + PADDING * 2;
  // As wide as the planner's box is (about 2.4 : 1), so the systems spread over it.
  const width = Math.max(MIN_SPAN + PADDING * 2, Math.max(...xs) - Math.min(...xs) + PADDING * 2, height * ASPECT);
  return { x: centreX - width / 2, y: centreY - height / 2, width, height };
}

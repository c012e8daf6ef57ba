import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GalaxyMap, TradeFlow } from '../../../shared/api';
import { unitsPerLane } from '../../world/flowFacts';
import { galaxyMapQueryOptions } from '../../world/galaxyQueries';

/** The drawing's size in its own units: the galaxy's 100 × 100 plane, framed. */
const SIZE = 100;
const MARGIN = 6;
/** How far a lane's two directions are drawn apart, so a lane worked both ways shows both. */
const SIDE_OFFSET = 0.7;

interface Point {
  x: number;
  y: number;
}

/** Places the systems on the drawing, the galaxy's extent stretched to fill it. */
function projection(map: GalaxyMap): (p: Point) => Point {
  const xs = map.superAreas.map((s) => s.x);
  const ys = map.superAreas.map((s) => s.y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 1);
  const scale = (SIZE - 2 * MARGIN) / span;
  return (p) => ({ x: MARGIN + (p.x - minX) * scale, y: MARGIN + (p.y - minY) * scale });
}

/**
 * The galaxy's lanes seen from above, each lane that carried goods lit in its direction of travel,
 * as wide as the units it carried (a 2D drawing: the 3D scene's draw calls are left alone).
 */
export function FlowLaneMap({ flows }: { flows: readonly TradeFlow[] }) {
  const galaxy = useQuery(galaxyMapQueryOptions());
  const arrow = `flow-arrow-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (!galaxy.data || galaxy.data.superAreas.length === 0) return null;
  const map = galaxy.data;
  const place = projection(map);
  const at = new Map(map.superAreas.map((s) => [s.id, place(s)]));
  const name = new Map(map.superAreas.map((s) => [s.id, s.name]));
  const carried = [...unitsPerLane(flows)];
  const most = Math.max(...carried.map(([, units]) => units), 1);
  const ends = new Set(flows.flatMap((f) => [f.from, f.to]));
  return (
    <svg className="flow-map" viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label="Lanes that carried goods" data-lit-lanes={carried.length}>
      <defs>
        <marker id={arrow} viewBox="0 0 6 6" refX="3" refY="3" markerUnits="userSpaceOnUse" markerWidth="2.6" markerHeight="2.6" orient="auto">
          <path d="M0,0 L6,3 L0,6 z" className="flow-map-arrow" />
        </marker>
      </defs>
      {map.routes.map((lane) => {
        const [a, b] = [at.get(lane.from_area_id), at.get(lane.to_area_id)];
        return a && b ? <line key={lane.id} className="flow-map-lane" x1={a.x} y1={a.y} x2={b.x} y2={b.y} /> : null;
      })}
      {carried.map(([key, units]) => {
        const [from, to] = key.split('>').map(Number) as [number, number];
        const [a, b] = [at.get(from), at.get(to)];
        if (!a || !b) return null;
        const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
        // To the right of the direction of travel.
        const [ox, oy] = [(-(b.y - a.y) / length) * SIDE_OFFSET, ((b.x - a.x) / length) * SIDE_OFFSET];
        const [x1, y1, x2, y2] = [a.x + ox, a.y + oy, b.x + ox, b.y + oy];
        const width = 0.5 + 2.2 * Math.sqrt(units / most);
        return (
          <path key={key} className="flow-map-flow" d={`M${x1},${y1} L${(x1 + x2) / 2},${(y1 + y2) / 2} L${x2},${y2}`} strokeWidth={width} markerMid={`url(#${arrow})`} data-lane={key}>
            <title>{`${name.get(from) ?? ''} → ${name.get(to) ?? ''}: ${units.toLocaleString('en-US')} units`}</title>
          </path>
        );
      })}
      {map.superAreas.map((s) => {
        const p = at.get(s.id) as Point;
        const lit = ends.has(s.id);
        return (
          <g key={s.id} className={lit ? 'flow-map-system flow-map-lit' : 'flow-map-system'}>
            <circle cx={p.x} cy={p.y} r={lit ? 1.3 : 0.8} />
            {lit && (
              <text x={p.x} y={p.y - 2.2} textAnchor="middle">
                {s.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

import { dangerColor } from '../../scene/math/dangerStyle';
import type { RouteNeighbourhood } from './routeNeighbourhood';

const css = (rgb: readonly number[]) => `rgb(${rgb.map((c) => Math.round(Math.min(1, c) * 255)).join(' ')})`;

/**
 * The planner's compact map: the systems around here and the route to the destination, drawn as
 * SVG at their galaxy-map positions (no WebGL: it works with graphics Off). A click on a system
 * plans a route to it; the keyboard has the same choice in the Interstellar Travel list.
 */
export function RouteMiniMap({ area, destinationName, onPick }: { area: RouteNeighbourhood; destinationName: string | null; onPick: (id: number) => void }) {
  const byId = new Map(area.systems.map((system) => [system.id, system]));
  const { x, y, width, height } = area.view;
  // Marks and names scale with the area shown, so a close neighbourhood does not draw them huge.
  const unit = height / 60;
  const label = destinationName ? `The systems around you and the route to ${destinationName}` : 'The systems one lane from you';
  return (
    <svg className="tv-minimap" viewBox={`${x} ${y} ${width} ${height}`} role="img" aria-label={label}>
      <g className="tv-minimap-lanes">
        {area.lanes.map((lane) => {
          const from = byId.get(lane.from);
          const to = byId.get(lane.to);
          if (!from || !to) return null;
          return (
            <line
              key={`${lane.from}-${lane.to}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              data-route={lane.onRoute || undefined}
              strokeWidth={(lane.onRoute ? 0.55 : 0.25) * unit}
            />
          );
        })}
      </g>
      {area.systems.map((system) => (
        <g
          key={system.id}
          className="tv-minimap-system"
          data-role={system.role}
          transform={`translate(${system.x} ${system.y})`}
          onClick={system.role === 'here' ? undefined : () => onPick(system.id)}
        >
          {(system.role === 'here' || system.role === 'destination') && <circle r={2.3 * unit} className="tv-minimap-ring" strokeWidth={0.3 * unit} />}
          <circle r={(system.role === 'neighbour' ? 1 : 1.3) * unit} fill={css(dangerColor(system.danger))} />
          <text y={4.2 * unit} fontSize={2.6 * unit} textAnchor="middle">
            {system.name}
          </text>
          {system.role === 'here' && (
            <text y={-3.2 * unit} fontSize={1.9 * unit} textAnchor="middle" className="tv-minimap-tag">
              YOU ARE HERE
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

import { useMemo } from 'react';
import { dangerColor } from '../scene/math/dangerStyle';
import { useSceneStore } from '../scene/sceneStore';

const SCENE_CAPTIONS = { galaxy: 'Galaxy map', hyperspace: 'In hyperspace', orbit: 'In orbit', ground: 'On the ground', combat: 'In combat' } as const;

const css = (rgb: readonly number[]) => `rgb(${rgb.map((c) => Math.round(Math.min(1, c) * 255)).join(' ')})`;

/**
 * Graphics Off: the galaxy drawn once as SVG (systems by danger and named, lanes, where the
 * character is with a "You are here" marker, the mission's target, where its party-mates are), with no WebGL context and no animation. The datapad above it plays the whole game.
 */
export function StillBackdrop() {
  const galaxy = useSceneStore((state) => state.galaxy);
  const kind = useSceneStore((state) => state.kind);
  const here = useSceneStore((state) => state.location?.superAreaId ?? null);
  const selected = useSceneStore((state) => state.selectedSystemId);
  const target = useSceneStore((state) => state.missionTargetId);
  const partyMarkers = useSceneStore((state) => state.partyMarkers);

  const lanes = useMemo(() => {
    if (!galaxy) return [];
    const byId = new Map(galaxy.superAreas.map((area) => [area.id, area]));
    return galaxy.routes.flatMap((route) => {
      const from = byId.get(route.from_area_id);
      const to = byId.get(route.to_area_id);
      return from && to ? [{ id: route.id, x1: from.x, y1: from.y, x2: to.x, y2: to.y }] : [];
    });
  }, [galaxy]);

  // Party-mates' systems: a diamond above each, named on hover (the SVG title).
  const partyPins = useMemo(() => {
    const byId = new Map(galaxy?.superAreas.map((area) => [area.id, area]) ?? []);
    return partyMarkers.flatMap((marker) => {
      const area = byId.get(marker.superAreaId);
      return area ? [{ ...marker, x: area.x, y: area.y - 2.9 }] : [];
    });
  }, [galaxy, partyMarkers]);

  return (
    // The same contract as the 3D view's container (data-scene, data-scene-ready), so overlays and
    // tests follow the game state whichever draws it; ready once there is a galaxy to draw.
    <div className="scene-canvas still-backdrop" data-scene={kind} data-scene-ready={galaxy ? kind : undefined} data-graphics="off">
      <svg className="still-galaxy" viewBox="-4 -4 108 108" preserveAspectRatio="xMidYMid meet" role="img" aria-label="Galaxy map">
        <g className="still-lanes">
          {lanes.map((lane) => (
            <line key={lane.id} x1={lane.x1} y1={lane.y1} x2={lane.x2} y2={lane.y2} />
          ))}
        </g>
        {galaxy?.superAreas.map((area) => (
          <g
            key={area.id}
            className="still-system"
            data-current={area.id === here || undefined}
            data-selected={area.id === selected || undefined}
            data-target={(area.id === target && area.id !== here) || undefined}
            data-tour={area.id === here ? 'map-here' : undefined}
          >
            <title>{area.display_name || area.name}</title>
            {(area.id === here || area.id === selected) && <circle className="still-ring" cx={area.x} cy={area.y} r={2.4} />}
            {area.id === target && area.id !== here && <circle className="still-target-ring" cx={area.x} cy={area.y} r={3.1} />}
            {area.id === here ? (
              <text className="still-tag still-tag-here" x={area.x} y={area.y - 3.1}>
                You are here
              </text>
            ) : area.id === target ? (
              <text className="still-tag still-tag-target" x={area.x} y={area.y - 3.8}>
                Mission target
              </text>
            ) : null}
            <circle
              cx={area.x}
              cy={area.y}
              r={0.8 + area.danger_level * 0.06}
              fill={css(dangerColor(area.danger_level))}
              onClick={() => useSceneStore.getState().selectSystem(area.id)}
            />
            <text x={area.x} y={area.y + 3.4}>
              {area.name}
            </text>
          </g>
        ))}
        <g className="still-party">
          {partyPins.map((pin) => (
            <g key={pin.superAreaId} className="still-party-marker" data-party-marker={pin.superAreaId}>
              <title>{`Party: ${pin.label}`}</title>
              <polygon points={`${pin.x},${pin.y - 1.3} ${pin.x + 1.3},${pin.y} ${pin.x},${pin.y + 1.3} ${pin.x - 1.3},${pin.y}`} />
            </g>
          ))}
        </g>
      </svg>
      <p className="still-caption">{SCENE_CAPTIONS[kind]}</p>
    </div>
  );
}

import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSceneStore } from '../sceneStore';
import { MAX_ZOOM_LABELS } from '../math/labelDensity';
import { mapLabelLayer } from './mapLabelLayer';

type LabelKind = 'here' | 'target' | 'other';

/**
 * Names over the 3D galaxy map, as HTML (no draw calls): the current system with a "You are here"
 * marker and the mission's target are always named; the others once the map is zoomed in enough
 * (LabelProjector decides and moves them). React renders this only when the galaxy, the
 * character's system or the target changes.
 */
export function SystemLabels() {
  const container = useRef<HTMLDivElement>(null);
  const galaxy = useSceneStore((state) => state.galaxy);
  const here = useSceneStore((state) => state.location?.superAreaId ?? null);
  const target = useSceneStore((state) => state.missionTargetId);

  const labels = useMemo(() => {
    const systems = galaxy?.superAreas ?? [];
    const zoomNames = systems.length <= MAX_ZOOM_LABELS;
    return systems.flatMap((system) => {
      const kind: LabelKind = system.id === here ? 'here' : system.id === target ? 'target' : 'other';
      return kind !== 'other' || zoomNames ? [{ id: system.id, name: system.name || system.display_name, kind }] : [];
    });
  }, [galaxy, here, target]);

  useLayoutEffect(() => {
    mapLabelLayer.attach(container.current);
  });
  useLayoutEffect(() => () => mapLabelLayer.attach(null), []);

  return (
    <div ref={container} className="map-labels" aria-hidden="true">
      {labels.map((label) => (
        <div key={label.id} className="map-label" data-system={label.id} data-kind={label.kind} data-tour={label.kind === 'here' ? 'map-here' : undefined} hidden>
          {label.kind === 'here' && <span className="map-label-ring" />}
          <span className="map-label-name">{label.name}</span>
          {label.kind === 'here' && <span className="map-label-tag">You are here</span>}
          {label.kind === 'target' && <span className="map-label-tag">Mission target</span>}
        </div>
      ))}
    </div>
  );
}

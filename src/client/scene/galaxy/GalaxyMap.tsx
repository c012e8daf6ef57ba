import { useMemo } from 'react';
import { useSceneStore } from '../sceneStore';
import { galaxyLayout } from '../math/galaxyLayout';
import { NebulaBackdrop } from '../NebulaBackdrop';
import { useSceneReady } from '../useSceneReady';
import { GalaxyControls } from './GalaxyControls';
import { LabelProjector } from './LabelProjector';
import { Lanes } from './Lanes';
import { NpcShips } from './NpcShips';
import { PartyMarkers } from './PartyMarkers';
import { Starfield } from './Starfield';
import { SystemNodes } from './SystemNodes';
import { TrafficMarkers } from './TrafficMarkers';

const NO_ROUTES: never[] = [];

/**
 * The galaxy map (seed 001 §9): systems at x/y × spread, lanes and 1000 background stars over a
 * nebula backdrop, panned and zoomed from above, with the party-mates' systems marked and the
 * systems named in HTML over the canvas, the NPC ships flying the lanes and rings where pirates
 * sit and events run. Six draw calls however many systems, party members and NPC ships there are.
 */
export function GalaxyMap() {
  const galaxy = useSceneStore((state) => state.galaxy);
  const spread = useSceneStore((state) => state.tuning.spreadFactor);
  const starCount = useSceneStore((state) => state.tuning.starCount);
  const layout = useMemo(() => galaxyLayout(galaxy?.superAreas ?? [], spread), [galaxy, spread]);
  useSceneReady('galaxy', galaxy !== null);

  const b = layout.bounds;
  const centreX = b ? (b.minX + b.maxX) / 2 : 50 * spread;
  const centreY = b ? (b.minY + b.maxY) / 2 : -50 * spread;
  const extent = b ? Math.max(b.maxX - b.minX, b.maxY - b.minY, 100) : 100 * spread;
  const starShape = useMemo(
    () => ({ kind: 'slab' as const, halfWidth: extent * 3, nearZ: -extent * 0.3, farZ: -extent * 2.8, centreX, centreY }),
    [extent, centreX, centreY],
  );

  return (
    <group name="galaxy-map">
      <NebulaBackdrop />
      <Starfield name="galaxy-starfield" count={starCount} shape={starShape} />
      <Lanes routes={galaxy?.routes ?? NO_ROUTES} layout={layout} />
      <SystemNodes layout={layout} />
      <PartyMarkers layout={layout} />
      <TrafficMarkers layout={layout} />
      <NpcShips layout={layout} />
      <GalaxyControls bounds={layout.bounds} />
      <LabelProjector layout={layout} />
    </group>
  );
}

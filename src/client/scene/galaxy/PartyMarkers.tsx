import { useLayoutEffect, useMemo, useRef } from 'react';
import { Matrix4, type InstancedMesh } from 'three';
import { useSceneStore } from '../sceneStore';
import type { GalaxyLayout } from '../math/galaxyLayout';

/** The party colour, the same as the graphics-Off map's and the party list's. */
const PARTY_COLOR = '#7ef0c0';
/** A marker's size and its height above the system, in node sizes. */
const MARKER_SCALE = 0.9;
const MARKER_LIFT = 2.6;

// Scratch matrix, module-scoped so a layout pass allocates nothing per marker.
const matrix = new Matrix4();

/**
 * A diamond above every system where party-mates stand: one instanced draw call. It follows the
 * store's party markers (discrete: they change when a member joins, leaves, jumps or arrives);
 * the hover label names the members.
 */
export function PartyMarkers({ layout }: { layout: GalaxyLayout }) {
  const mesh = useRef<InstancedMesh>(null);
  const markers = useSceneStore((state) => state.partyMarkers);
  const indices = useMemo(() => markers.map((marker) => layout.indexOf.get(marker.superAreaId)).filter((i): i is number => i !== undefined), [markers, layout]);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    indices.forEach((i, n) => {
      const size = layout.sizes[i] as number;
      const s = size * MARKER_SCALE;
      matrix.makeScale(s, s, 1).setPosition(layout.positions[i * 2] as number, (layout.positions[i * 2 + 1] as number) + size * MARKER_LIFT, 0.05);
      m.setMatrixAt(n, matrix);
    });
    m.instanceMatrix.needsUpdate = true;
  }, [indices, layout]);

  if (indices.length === 0) return null;
  return (
    <instancedMesh key={indices.length} ref={mesh} name="galaxy-party-markers" args={[undefined, undefined, indices.length]} frustumCulled={false} renderOrder={2}>
      {/* Four segments make the disc a diamond. */}
      <circleGeometry args={[1, 4]} />
      <meshBasicMaterial color={PARTY_COLOR} transparent opacity={0.95} depthWrite={false} toneMapped={false} />
    </instancedMesh>
  );
}

import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Matrix4, type InstancedMesh } from 'three';
import type { GalaxyLayout } from '../math/galaxyLayout';
import { useTrafficFeed } from './trafficFeed';

const PIRATE_COLOR = new Color('#ff5a4e');
const EVENT_COLOR = new Color('#ffc857');
/** A ring's size in node sizes: pirates a little wider than events, so both show on one system. */
const PIRATE_RING = 2.2;
const EVENT_RING = 1.7;

// Scratch matrix, module-scoped so a layout pass allocates nothing per marker.
const matrix = new Matrix4();

/**
 * Rings round the systems where pirates are docked (red, wider with the group) and where a
 * galactic event runs (amber): one instanced draw call, rebuilt when a traffic read changes them.
 */
export function TrafficMarkers({ layout }: { layout: GalaxyLayout }) {
  const mesh = useRef<InstancedMesh>(null);
  const traffic = useTrafficFeed((feed) => feed.traffic);
  const rings = useMemo(() => {
    const list: { index: number; scale: number; color: Color }[] = [];
    for (const p of traffic?.pirates ?? []) {
      const index = layout.indexOf.get(p.super_area_id);
      if (index !== undefined) list.push({ index, scale: PIRATE_RING + 0.3 * p.strength, color: PIRATE_COLOR });
    }
    for (const e of traffic?.events ?? []) {
      const index = e.active ? layout.indexOf.get(e.super_area_id) : undefined;
      if (index !== undefined) list.push({ index, scale: EVENT_RING, color: EVENT_COLOR });
    }
    return list;
  }, [traffic, layout]);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    rings.forEach((ring, n) => {
      const s = (layout.sizes[ring.index] as number) * ring.scale;
      matrix.makeScale(s, s, 1).setPosition(layout.positions[ring.index * 2] as number, layout.positions[ring.index * 2 + 1] as number, 0.03);
      m.setMatrixAt(n, matrix);
      m.setColorAt(n, ring.color);
    });
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  }, [rings, layout]);

  if (rings.length === 0) return null;
  return (
    <instancedMesh key={rings.length} ref={mesh} name="galaxy-traffic-markers" args={[undefined, undefined, rings.length]} frustumCulled={false} renderOrder={1}>
      <ringGeometry args={[0.85, 1, 24]} />
      <meshBasicMaterial transparent opacity={0.7} depthWrite={false} toneMapped={false} />
    </instancedMesh>
  );
}

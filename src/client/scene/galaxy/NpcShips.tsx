import { useFrame } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { Color, Matrix4, type InstancedMesh } from 'three';
import type { GalaxyLayout } from '../math/galaxyLayout';
import { useTrafficFeed } from './trafficFeed';

/** Trader, pirate group, patrol. */
const KIND_COLORS = [new Color('#9fd8ff'), new Color('#ff5a4e'), new Color('#7ea8ff')];
/** A ship's size in system node sizes. */
const SHIP_SCALE = 0.75;
/** Ships moved per frame at most: 2,000 ships move every four frames, a frame's cost stays flat. */
export const SHIPS_PER_FRAME = 500;

// Scratch objects, module-scoped: the frame loop allocates nothing.
const matrix = new Matrix4();

/**
 * The NPC ships flying the lanes: one instanced mesh, one draw call. Each ship flies on from the
 * last traffic read at its own rate along its lane; a frame moves at most SHIPS_PER_FRAME of
 * them (round robin), so the frame budget holds however big the fleet grows.
 */
export function NpcShips({ layout }: { layout: GalaxyLayout }) {
  const mesh = useRef<InstancedMesh>(null);
  const cursor = useRef(0);
  // Discrete: the mesh is rebuilt only when the fleet's size changes (a tick rarely changes it).
  const [capacity, setCapacity] = useState(() => useTrafficFeed.getState().traffic?.ships.length ?? 0);
  useEffect(() => useTrafficFeed.subscribe((feed) => setCapacity(feed.traffic?.ships.length ?? 0)), []);

  // Colours change only with a new read.
  useEffect(() => {
    const paint = () => {
      const m = mesh.current;
      const ships = useTrafficFeed.getState().traffic?.ships ?? [];
      if (!m) return;
      ships.forEach((ship, i) => i < m.count && m.setColorAt(i, KIND_COLORS[ship[0]] ?? KIND_COLORS[0]!));
      if (m.instanceColor) m.instanceColor.needsUpdate = true;
    };
    paint();
    return useTrafficFeed.subscribe(paint);
  }, [capacity]);

  useFrame(() => {
    const m = mesh.current;
    const { traffic, receivedAt } = useTrafficFeed.getState();
    if (!m || !traffic) return;
    const ships = traffic.ships;
    const seconds = (performance.now() - receivedAt) / 1000;
    const n = Math.min(ships.length, m.count);
    const steps = Math.min(n, SHIPS_PER_FRAME);
    for (let k = 0; k < steps; k++) {
      const i = (cursor.current + k) % n;
      const [, from, to, progress, rate] = ships[i]!;
      const a = layout.indexOf.get(from);
      const b = layout.indexOf.get(to);
      if (a === undefined || b === undefined) continue;
      const t = Math.min(1, progress + rate * seconds);
      const x = (layout.positions[a * 2] as number) * (1 - t) + (layout.positions[b * 2] as number) * t;
      const y = (layout.positions[a * 2 + 1] as number) * (1 - t) + (layout.positions[b * 2 + 1] as number) * t;
      const s = (layout.sizes[a] as number) * SHIP_SCALE;
      matrix.makeScale(s, s, 1).setPosition(x, y, 0.04);
      m.setMatrixAt(i, matrix);
    }
    cursor.current = n > 0 ? (cursor.current + steps) % n : 0;
    m.instanceMatrix.needsUpdate = true;
  });

  if (capacity === 0) return null;
  return (
    <instancedMesh key={capacity} ref={mesh} name="galaxy-npc-ships" args={[undefined, undefined, capacity]} frustumCulled={false} renderOrder={1}>
      {/* Three segments: a small triangle, the map's ship glyph. */}
      <circleGeometry args={[1, 3]} />
      <meshBasicMaterial transparent opacity={0.9} depthWrite={false} toneMapped={false} />
    </instancedMesh>
  );
}

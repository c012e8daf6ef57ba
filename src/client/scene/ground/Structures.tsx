import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Vector3 } from 'three';
import '../materials/StructureMaterial';
import type { StructureMaterial } from '../materials/StructureMaterial';
import type { Point } from '../math/occlusion';
import { buildSettlement, type Tower } from './settlement';

/**
 * The settlement around the place: towers with lit windows, one draw call (the boxes merged into
 * one geometry, see `mergeInstances`; each keeps its unit-box coordinates for the window pattern),
 * without the triangles none of the view's camera `stations` sees (`settlement.ts`).
 */
export function Structures({ towers, stations, sunDir }: { towers: readonly Tower[]; stations: readonly Point[]; sunDir: Vector3 }) {
  const material = useRef<StructureMaterial>(null);

  const geometry = useMemo(() => buildSettlement(towers, stations), [towers, stations]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useLayoutEffect(() => {
    const u = material.current?.uniforms;
    if (!u) return;
    u.uSunDir.value.copy(sunDir);
  }, [sunDir]);

  useFrame((state) => {
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <mesh name="ground-structures" geometry={geometry} frustumCulled={false}>
      <structureMaterial ref={material} />
    </mesh>
  );
}

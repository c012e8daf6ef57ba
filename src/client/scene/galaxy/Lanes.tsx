import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, type PerspectiveCamera } from 'three';
import type { GalaxyRoute } from '../../../shared/api';
import '../materials/LaneMaterial';
import type { LaneMaterial } from '../materials/LaneMaterial';
import type { GalaxyLayout } from '../math/galaxyLayout';
import { halfHeightAt } from '../math/fitToView';
import { buildLaneGeometry } from '../math/laneGeometry';

/** Ribbon width on screen, in CSS pixels, whatever the zoom. */
const WIDTH_PX = 2.4;

/** Every hyperspace route as one ribbon geometry: one draw call for the whole network. */
export function Lanes({ routes, layout }: { routes: readonly GalaxyRoute[]; layout: GalaxyLayout }) {
  const material = useRef<LaneMaterial>(null);

  const geometry = useMemo(() => {
    const buffers = buildLaneGeometry(routes, layout.positionOf, layout.colorOf);
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(buffers.positions, 3));
    g.setAttribute('aNormal', new BufferAttribute(buffers.normals, 2));
    g.setAttribute('aSide', new BufferAttribute(buffers.sides, 1));
    g.setAttribute('aAlong', new BufferAttribute(buffers.along, 1));
    g.setAttribute('aColor', new BufferAttribute(buffers.colors, 3));
    g.setIndex(new BufferAttribute(buffers.indices, 1));
    return g;
  }, [routes, layout]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame((state) => {
    const m = material.current;
    if (!m) return;
    const camera = state.camera as PerspectiveCamera;
    // World units per pixel at the map plane, so the ribbon stays WIDTH_PX wide at any zoom.
    const worldPerPixel = (2 * halfHeightAt(camera.position.z, camera.fov)) / Math.max(1, state.size.height);
    m.uniforms.uWidth.value = (WIDTH_PX / 2) * worldPerPixel;
    m.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <mesh name="galaxy-lanes" geometry={geometry} frustumCulled={false} renderOrder={-1}>
      <laneMaterial ref={material} />
    </mesh>
  );
}

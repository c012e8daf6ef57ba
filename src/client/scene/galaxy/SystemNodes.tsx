import type { ThreeEvent } from '@react-three/fiber';
import { useFrame } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { PlaneGeometry, type Mesh } from 'three';
import { useSceneStore } from '../sceneStore';
import { galaxyHover } from './galaxyHover';
import '../materials/SystemNodeMaterial';
import type { SystemNodeMaterial } from '../materials/SystemNodeMaterial';
import type { GalaxyLayout } from '../math/galaxyLayout';
import { copyOfVertex, mergeInstances } from '../mergeInstances';

/** The quad is this many node sizes wide: the core disc plus its halo (the shader crops to it). */
const QUAD_SCALE = 4.4;
const QUAD_VERTICES = 4;

/** The system nearest `x, y` among the hit quads (the halos overlap on crowded maps). */
function nearestHit(event: ThreeEvent<PointerEvent | MouseEvent>, layout: GalaxyLayout, mesh: Mesh | null): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const hit of event.intersections) {
    if (hit.object !== mesh || !hit.face) continue;
    const i = copyOfVertex(hit.face.a, QUAD_VERTICES);
    const d = Math.hypot((layout.positions[i * 2] as number) - event.point.x, (layout.positions[i * 2 + 1] as number) - event.point.y);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

/**
 * All systems in one draw call: colour and size by danger, current and selected highlighted.
 * One quad per system, merged into one geometry rather than instanced (see `mergeInstances`).
 */
export function SystemNodes({ layout }: { layout: GalaxyLayout }) {
  const mesh = useRef<Mesh>(null);
  const material = useRef<SystemNodeMaterial>(null);
  const count = layout.ids.length;

  const geometry = useMemo(() => {
    const quad = new PlaneGeometry(1, 1);
    const merged = mergeInstances(quad, count, {
      matrixAt: (i, matrix) => {
        const s = (layout.sizes[i] as number) * QUAD_SCALE;
        matrix.makeScale(s, s, 1).setPosition(layout.positions[i * 2] as number, layout.positions[i * 2 + 1] as number, 0);
      },
      attributes: { aColor: { itemSize: 3, array: layout.colors }, aCenter: { itemSize: 2, array: layout.positions } },
    });
    quad.dispose();
    merged.computeBoundingSphere();
    return merged;
  }, [layout, count]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  // Highlights follow the store without React renders: one uniform write per change.
  useEffect(() => {
    const apply = () => {
      const u = material.current?.uniforms;
      if (!u) return;
      const { selectedSystemId, location } = useSceneStore.getState();
      u.uSelected.value = selectedSystemId === null ? -1 : (layout.indexOf.get(selectedSystemId) ?? -1);
      u.uCurrent.value = location ? (layout.indexOf.get(location.superAreaId) ?? -1) : -1;
    };
    apply();
    return useSceneStore.subscribe(apply);
  }, [layout]);

  useFrame((state) => {
    if (!material.current) return;
    material.current.uniforms.uTime.value = state.clock.elapsedTime;
    material.current.uniforms.uViewportHeight.value = state.size.height;
  });

  const onPointerMove = useCallback(
    (event: ThreeEvent<PointerEvent>) => {
      const i = nearestHit(event, layout, mesh.current);
      if (i === null || !material.current) return;
      material.current.uniforms.uHovered.value = i;
      if (event.nativeEvent.target instanceof HTMLElement) event.nativeEvent.target.style.cursor = 'pointer';
      galaxyHover.set({ id: layout.ids[i] as number, clientX: event.nativeEvent.clientX, clientY: event.nativeEvent.clientY });
    },
    [layout],
  );

  const onPointerOut = useCallback((event: ThreeEvent<PointerEvent>) => {
    if (material.current) material.current.uniforms.uHovered.value = -1;
    if (event.nativeEvent.target instanceof HTMLElement) event.nativeEvent.target.style.cursor = '';
    galaxyHover.set(null);
  }, []);

  const onClick = useCallback(
    (event: ThreeEvent<MouseEvent>) => {
      // A drag that ends over a system is a pan, not a pick.
      if (event.delta > 6) return;
      const i = nearestHit(event, layout, mesh.current);
      if (i !== null) useSceneStore.getState().selectSystem(layout.ids[i] as number);
    },
    [layout],
  );

  if (count === 0) return null;
  return (
    <mesh
      ref={mesh}
      name="galaxy-systems"
      geometry={geometry}
      frustumCulled={false}
      onPointerMove={onPointerMove}
      onPointerOut={onPointerOut}
      onClick={onClick}
    >
      <systemNodeMaterial ref={material} />
    </mesh>
  );
}

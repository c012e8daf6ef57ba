import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, type Vector3 } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import '../materials/StructureMaterial';
import type { StructureMaterial } from '../materials/StructureMaterial';
import { mergeInstances } from '../mergeInstances';

const COUNT = 42;

/**
 * The settlement around the place: towers with lit windows, one draw call (the boxes merged into
 * one geometry, see `mergeInstances`; each keeps its unit-box coordinates for the window pattern).
 */
export function Structures({ seed, sunDir }: { seed: string; sunDir: Vector3 }) {
  const material = useRef<StructureMaterial>(null);

  const geometry = useMemo(() => {
    // Pivot at the base, so a tower's scale grows it upwards from the ground.
    const box = new BoxGeometry(1, 1, 1).translate(0, 0.5, 0);
    box.deleteAttribute('uv');
    box.setAttribute('aLocal', box.getAttribute('position').clone());
    const random = createRandom(seed);
    const merged = mergeInstances(box, COUNT, {
      matrixAt: (i, matrix) => {
        // A skyline behind the pad (the camera looks on from the open side), taller further back.
        const angle = Math.PI * 0.5 + (i / COUNT) * Math.PI + (random.next() - 0.5) * 0.1;
        const radius = 44 + random.next() * 20;
        const height = 6 + Math.pow(random.next(), 1.5) * (18 + radius * 0.45);
        const width = 4 + random.next() * 6;
        matrix.makeScale(width, height, width * (0.7 + random.next() * 0.6));
        // On the flat ground (height 0), which draws no depth: nothing may reach below it.
        matrix.setPosition(Math.sin(angle) * radius, 0, Math.cos(angle) * radius);
      },
    });
    box.dispose();
    merged.computeBoundingSphere();
    return merged;
  }, [seed]);

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

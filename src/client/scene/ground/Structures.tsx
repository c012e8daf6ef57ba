import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Matrix4, type InstancedMesh, type Vector3 } from 'three';
import { createRandom } from '../../../shared/rules/seededRandom';
import '../materials/StructureMaterial';
import type { StructureMaterial } from '../materials/StructureMaterial';

const COUNT = 42;
const matrix = new Matrix4();

/** The settlement around the place: towers with lit windows, one instanced draw call. */
export function Structures({ seed, sunDir, fog }: { seed: string; sunDir: Vector3; fog: readonly [number, number, number] }) {
  const mesh = useRef<InstancedMesh>(null);
  const material = useRef<StructureMaterial>(null);
  // Pivot at the base, so a tower's scale grows it upwards from the ground.
  const geometry = useMemo(() => new BoxGeometry(1, 1, 1).translate(0, 0.5, 0), []);
  useEffect(() => () => geometry.dispose(), [geometry]);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const random = createRandom(seed);
    for (let i = 0; i < COUNT; i++) {
      // A skyline behind the pad (the camera looks on from the open side), taller further back.
      const angle = Math.PI * 0.5 + (i / COUNT) * Math.PI + (random.next() - 0.5) * 0.1;
      const radius = 44 + random.next() * 20;
      const height = 6 + Math.pow(random.next(), 1.5) * (18 + radius * 0.45);
      const width = 4 + random.next() * 6;
      matrix.makeScale(width, height, width * (0.7 + random.next() * 0.6));
      matrix.setPosition(Math.sin(angle) * radius, -1, Math.cos(angle) * radius);
      m.setMatrixAt(i, matrix);
    }
    m.instanceMatrix.needsUpdate = true;
    m.computeBoundingSphere();
    const u = material.current?.uniforms;
    if (u) {
      u.uSunDir.value.copy(sunDir);
      u.uFog.value.fromArray(fog);
    }
  }, [seed, sunDir, fog]);

  useFrame((state) => {
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <instancedMesh ref={mesh} name="ground-structures" args={[geometry, undefined, COUNT]} frustumCulled={false}>
      <structureMaterial ref={material} />
    </instancedMesh>
  );
}

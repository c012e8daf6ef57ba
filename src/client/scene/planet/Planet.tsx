import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { Mesh, Vector3 } from 'three';
import '../materials/PlanetMaterial';
import type { PlanetMaterial } from '../materials/PlanetMaterial';
import { planetLook, seedOffset } from '../math/planetLook';

interface PlanetProps {
  planetType: string;
  seed: number;
  lightDir: Vector3;
}

/** The procedural planet: its type picks the palette, its seed the continents; it turns slowly. */
export function Planet({ planetType, seed, lightDir }: PlanetProps) {
  const mesh = useRef<Mesh>(null);
  const material = useRef<PlanetMaterial>(null);

  useLayoutEffect(() => {
    const m = material.current;
    if (!m) return;
    m.setLook(planetLook(planetType), seedOffset(seed));
    m.uniforms.uLightDir.value.copy(lightDir);
  }, [planetType, seed, lightDir]);

  useFrame((state, delta) => {
    if (mesh.current) mesh.current.rotation.y += delta * 0.035;
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <mesh ref={mesh} name="orbit-planet" rotation={[0.18, 0, 0.12]}>
      <sphereGeometry args={[1, 96, 64]} />
      <planetMaterial ref={material} />
    </mesh>
  );
}

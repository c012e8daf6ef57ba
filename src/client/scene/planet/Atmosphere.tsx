import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { Mesh, Vector3 } from 'three';
import '../materials/AtmosphereMaterial';
import type { AtmosphereMaterial } from '../materials/AtmosphereMaterial';
import { planetLook } from '../math/planetLook';

/** Shell radius relative to the planet. */
const SHELL = 1.1;

/**
 * The atmosphere glow around the planet, tinted by its type: the band of the shell seen around
 * the planet's edge, placed each frame from the camera (its vertex shader builds it).
 */
export function Atmosphere({ planetType, lightDir }: { planetType: string; lightDir: Vector3 }) {
  const mesh = useRef<Mesh>(null);
  const material = useRef<AtmosphereMaterial>(null);

  useLayoutEffect(() => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uColor.value.fromArray(planetLook(planetType).atmosphere);
    m.uniforms.uLightDir.value.copy(lightDir);
    m.uniforms.uShell.value = SHELL;
    // The deepest look through the shell, just off the limb: sqrt(1 - 1 / SHELL²).
    m.uniforms.uThickness.value = Math.sqrt(1 - 1 / (SHELL * SHELL));
  }, [planetType, lightDir]);

  useFrame(({ camera }) => {
    if (!mesh.current || !material.current) return;
    mesh.current.worldToLocal(material.current.uniforms.uCameraLocal.value.copy(camera.position));
  });

  return (
    <mesh ref={mesh} name="orbit-atmosphere" frustumCulled={false}>
      {/* Around the view axis × across the band; the vertex shader places the vertices. */}
      <planeGeometry args={[1, 1, 128, 6]} />
      <atmosphereMaterial ref={material} />
    </mesh>
  );
}

import { useLayoutEffect, useRef } from 'react';
import type { Vector3 } from 'three';
import '../materials/AtmosphereMaterial';
import type { AtmosphereMaterial } from '../materials/AtmosphereMaterial';
import { planetLook } from '../math/planetLook';

/** Shell radius relative to the planet. */
const SHELL = 1.1;

/** The atmosphere glow around the planet, tinted by its type. */
export function Atmosphere({ planetType, lightDir }: { planetType: string; lightDir: Vector3 }) {
  const material = useRef<AtmosphereMaterial>(null);

  useLayoutEffect(() => {
    const m = material.current;
    if (!m) return;
    m.uniforms.uColor.value.fromArray(planetLook(planetType).atmosphere);
    m.uniforms.uLightDir.value.copy(lightDir);
    // The deepest look through the shell, just off the limb: sqrt(1 - 1 / SHELL²).
    m.uniforms.uThickness.value = Math.sqrt(1 - 1 / (SHELL * SHELL));
  }, [planetType, lightDir]);

  return (
    <mesh name="orbit-atmosphere" scale={SHELL}>
      <sphereGeometry args={[1, 64, 48]} />
      <atmosphereMaterial ref={material} />
    </mesh>
  );
}

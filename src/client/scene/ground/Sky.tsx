import { useLayoutEffect, useRef } from 'react';
import type { Vector3 } from 'three';
import '../materials/SkyMaterial';
import type { SkyMaterial } from '../materials/SkyMaterial';

interface SkyProps {
  horizon: readonly [number, number, number];
  zenith: readonly [number, number, number];
  sunDir: Vector3;
  moonColor: readonly [number, number, number];
}

/** The sky dome over the place, coloured by the planet's atmosphere. */
export function Sky({ horizon, zenith, sunDir, moonColor }: SkyProps) {
  const material = useRef<SkyMaterial>(null);

  useLayoutEffect(() => {
    const u = material.current?.uniforms;
    if (!u) return;
    u.uHorizon.value.fromArray(horizon);
    u.uZenith.value.fromArray(zenith);
    u.uSunDir.value.copy(sunDir);
    u.uMoonColor.value.fromArray(moonColor);
  }, [horizon, zenith, sunDir, moonColor]);

  return (
    // Only the upper half and a little below the horizon, where the land (which reaches 640 units
    // out) hides the rest: a software renderer runs this shader for hidden pixels too (no early
    // depth test), so the dome leaves out what the ground covers. Drawn last all the same.
    <mesh name="ground-sky" renderOrder={10} frustumCulled={false}>
      <sphereGeometry args={[1500, 48, 12, 0, Math.PI * 2, 0, Math.PI / 2 + 0.1]} />
      <skyMaterial ref={material} />
    </mesh>
  );
}

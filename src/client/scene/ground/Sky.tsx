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
    // Drawn after the land and the towers: the depth test then skips every sky pixel they hide,
    // and the sky's shader (sun, gas giant, stars) runs only where the sky shows.
    <mesh name="ground-sky" renderOrder={10} frustumCulled={false}>
      <sphereGeometry args={[1500, 32, 16]} />
      <skyMaterial ref={material} />
    </mesh>
  );
}

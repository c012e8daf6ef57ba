import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Vector3 } from 'three';
import '../materials/LandscapeMaterial';
import type { LandscapeMaterial } from '../materials/LandscapeMaterial';
import type { Point } from '../math/occlusion';
import type { PlanetLook } from '../math/planetLook';
import { buildLandscape } from './landscape';
import type { Tower } from './settlement';

interface TerrainProps {
  look: PlanetLook;
  seed: number;
  /** The haze at the horizon: the land fades into it. */
  horizon: readonly [number, number, number];
  sunDir: Vector3;
  moonDir: Vector3;
  moonColor: readonly [number, number, number];
  /** Where the view's cameras stand, and the towers that may hide land from them. */
  stations: readonly Point[];
  towers: readonly Tower[];
  /** False out in the land: plain ground where the pad would be. */
  landingPad?: boolean;
}

/**
 * The ground around the place and the sun, gas giant and stars over it, in one draw
 * (`ground/landscape.ts`: colours baked per vertex, so every pixel is cheap), painted first, back
 * to front, without the depth buffer. The landing pad fills its hole at the centre.
 */
export function Terrain({ look, seed, horizon, sunDir, moonDir, moonColor, stations, towers, landingPad = true }: TerrainProps) {
  const landscape = useRef<LandscapeMaterial>(null);

  // Baked once per place: the GPU then draws a static mesh, cheap even without a GPU.
  const geometry = useMemo(
    () => buildLandscape({ look, seed, sunDir, moonDir, moonColor, landingPad }, { stations, towers }),
    [look, seed, sunDir, moonDir, moonColor, stations, towers, landingPad],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);

  useLayoutEffect(() => {
    landscape.current?.uniforms.uFog.value.fromArray(horizon);
  }, [horizon]);

  return (
    <mesh name="ground-terrain" geometry={geometry} frustumCulled={false} renderOrder={-10}>
      <landscapeMaterial ref={landscape} />
    </mesh>
  );
}

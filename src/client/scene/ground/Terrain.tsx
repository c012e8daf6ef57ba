import { useFrame } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Vector3 } from 'three';
import '../materials/LandscapeMaterial';
import type { LandscapeMaterial } from '../materials/LandscapeMaterial';
import '../materials/PadMaterial';
import type { PadMaterial } from '../materials/PadMaterial';
import type { PlanetLook } from '../math/planetLook';
import { buildLandscape, flatGroundColor, PAD_RADIUS } from './landscape';

interface TerrainProps {
  look: PlanetLook;
  seed: number;
  /** The haze at the horizon: the land and the pad fade into it. */
  horizon: readonly [number, number, number];
  sunDir: Vector3;
  moonDir: Vector3;
  moonColor: readonly [number, number, number];
}

/**
 * The ground around the place and the sun, gas giant and stars over it, in one draw
 * (`ground/landscape.ts`: colours baked per vertex, so every pixel is cheap), and the landing pad
 * filling the land's hole at the centre in a second, small one: only the pad's own pixels run its
 * per-pixel grid. Both are painted first, back to front, without the depth buffer.
 */
export function Terrain({ look, seed, horizon, sunDir, moonDir, moonColor }: TerrainProps) {
  const landscape = useRef<LandscapeMaterial>(null);
  const pad = useRef<PadMaterial>(null);

  // Baked once per place: the GPU then draws a static mesh, cheap even without a GPU.
  const geometry = useMemo(
    () => buildLandscape({ look, seed, sunDir, moonDir, moonColor }),
    [look, seed, sunDir, moonDir, moonColor],
  );
  useEffect(() => () => geometry.dispose(), [geometry]);

  useLayoutEffect(() => {
    landscape.current?.uniforms.uFog.value.fromArray(horizon);
    const u = pad.current?.uniforms;
    if (!u) return;
    u.uFog.value.fromArray(horizon);
    u.uGround.value.fromArray(flatGroundColor(look, sunDir));
    u.uPadRadius.value = PAD_RADIUS;
  }, [horizon, look, sunDir]);

  useFrame((state) => {
    if (pad.current) pad.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  return (
    <>
      <mesh name="ground-terrain" geometry={geometry} frustumCulled={false} renderOrder={-10}>
        <landscapeMaterial ref={landscape} />
      </mesh>
      {/* The flat ground's hole in the land (height 0), painted right after the land. */}
      <mesh name="ground-pad" rotation={[-Math.PI / 2, 0, 0]} renderOrder={-9}>
        <circleGeometry args={[PAD_RADIUS, 64]} />
        <padMaterial ref={pad} />
      </mesh>
    </>
  );
}

import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { Vector3, type PerspectiveCamera } from 'three';
import { useSceneStore } from '../../stores/sceneStore';
import { planetLook } from '../math/planetLook';
import { useSceneReady } from '../useSceneReady';
import { PlaceSign } from './PlaceSign';
import { Sky } from './Sky';
import { Structures } from './Structures';
import { Terrain } from './Terrain';

const CAMERA_DISTANCE = 64;
/** The neighbouring world in the sky: a pale, banded gas giant. */
const GAS_GIANT = [0.78, 0.66, 0.55] as const;

function mix(a: readonly number[], b: readonly number[], t: number): [number, number, number] {
  return [0, 1, 2].map((i) => (a[i] as number) * (1 - t) + (b[i] as number) * t) as [number, number, number];
}

/**
 * The ground at the current place: terrain and sky in the planet's colours, the settlement,
 * and the place's name on a holographic sign. The camera circles the landing pad slowly.
 */
export function GroundScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const location = useSceneStore((state) => state.location);
  const planetType = location?.planet?.planet_type ?? 'terran';
  const seed = location?.planet?.seed ?? 1;
  const title = location?.placeName ?? 'Unknown landing site';
  const subtitle = location ? `${location.locationName} · ${location.planet?.name ?? location.superAreaName}` : 'Starlane';
  useSceneReady('ground');

  const look = useMemo(() => planetLook(planetType), [planetType]);
  const sunDir = useMemo(() => new Vector3(-0.62, 0.12, -0.78).normalize(), []);
  // The horizon takes the atmosphere's tint; the fog matches it so the land fades into the sky.
  // Dusk: a dark sky with a tinted glow low down, so the settlement's lights carry the scene.
  const horizon = useMemo(() => mix([0.05, 0.07, 0.12], look.atmosphere, 0.3), [look]);
  const zenith = useMemo(() => mix([0.004, 0.008, 0.025], look.atmosphere, 0.04), [look]);

  useLayoutEffect(() => {
    camera.fov = 55;
    camera.near = 0.5;
    camera.far = 4000;
    camera.up.set(0, 1, 0);
    camera.updateProjectionMatrix();
  }, [camera]);

  useFrame((state) => {
    // Swing slowly to and fro in front of the pad, where the settlement leaves a gap to look through.
    const angle = Math.sin(state.clock.elapsedTime * 0.06) * 0.45;
    camera.position.set(Math.sin(angle) * CAMERA_DISTANCE, 9 + Math.sin(angle * 3) * 1.2, Math.cos(angle) * CAMERA_DISTANCE);
    camera.lookAt(0, 15, -12);
  });

  return (
    <group name="ground-scene">
      <Sky horizon={horizon} zenith={zenith} sunDir={sunDir} moonColor={GAS_GIANT} />
      <Terrain look={look} seed={seed} fog={horizon} sunDir={sunDir} />
      <Structures seed={`${seed}:${title}`} sunDir={sunDir} fog={horizon} />
      <PlaceSign title={title} subtitle={subtitle} />
    </group>
  );
}

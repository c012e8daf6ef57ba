import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { Vector3, type PerspectiveCamera } from 'three';
import { useSceneStore } from '../../stores/sceneStore';
import { Starfield } from '../galaxy/Starfield';
import { useSceneReady } from '../useSceneReady';
import { Atmosphere } from './Atmosphere';
import { Planet } from './Planet';

/** When no character is active there is still something to look at. */
const FALLBACK_PLANET = { planet_type: 'terran', seed: 1 };
const STAR_SHELL = { kind: 'shell' as const, radius: 90 };

/**
 * Orbit of the current planet: the planet with its atmosphere against a sky of stars, three
 * draw calls. The planet's type and seed come from the active character's location.
 */
export function OrbitScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  // Primitives, not the planet object: a refetched galaxy map brings equal planets in new objects,
  // which would re-render the scene (a React commit) for nothing.
  const planetType = useSceneStore((state) => state.location?.planet?.planet_type ?? FALLBACK_PLANET.planet_type);
  const seed = useSceneStore((state) => state.location?.planet?.seed ?? FALLBACK_PLANET.seed);
  const starCount = useSceneStore((state) => state.tuning.starCount);
  // Sunlight from the upper left: a wide lit crescent, a terminator, and a night side with city lights.
  const lightDir = useMemo(() => new Vector3(-0.8, 0.32, 0.22).normalize(), []);
  useSceneReady('orbit');

  useLayoutEffect(() => {
    camera.fov = 42;
    camera.near = 0.05;
    camera.far = 500;
    camera.up.set(0, 1, 0);
    camera.position.set(-0.25, 0.22, 3.6);
    // Looking past the planet's left edge puts it right of centre, leaving room for the datapad.
    camera.lookAt(-0.75, 0, 0);
    camera.updateProjectionMatrix();
  }, [camera]);

  useFrame((state) => {
    // A slow drift: the ship is in orbit, not parked.
    camera.position.y = 0.22 + Math.sin(state.clock.elapsedTime * 0.12) * 0.05;
  });

  return (
    <group name="orbit-scene">
      <Starfield name="orbit-starfield" count={starCount} shape={STAR_SHELL} seed="orbit-sky" sizeScale={0.9} />
      <Planet planetType={planetType} seed={seed} lightDir={lightDir} />
      <Atmosphere planetType={planetType} lightDir={lightDir} />
    </group>
  );
}

import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { useSceneReady } from '../useSceneReady';
import { OrbitSetting } from './OrbitSetting';
import { setLens } from '../cameraLens';

/**
 * Orbit of the current planet: the planet with its atmosphere against a sky of stars, three
 * draw calls. The planet's type and seed come from the active character's location.
 */
export function OrbitScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  useSceneReady('orbit');

  useLayoutEffect(() => {
    setLens(camera, { fov: 42, near: 0.05, far: 500 });
    camera.position.set(-0.25, 0.22, 3.6);
    // Looking past the planet's left edge puts it right of centre, leaving room for the datapad.
    camera.lookAt(-0.75, 0, 0);
  }, [camera]);

  useFrame((state) => {
    // A slow drift: the ship is in orbit, not parked.
    camera.position.y = 0.22 + Math.sin(state.clock.elapsedTime * 0.12) * 0.05;
  });

  return (
    <group name="orbit-scene">
      <OrbitSetting />
    </group>
  );
}

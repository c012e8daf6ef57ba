import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { useSceneReady } from '../useSceneReady';
import { GroundSetting } from './GroundSetting';

const CAMERA_DISTANCE = 64;

/**
 * The ground at the current place: terrain and sky in the planet's colours, the settlement,
 * and the place's name on a holographic sign. The camera circles the landing pad slowly.
 */
export function GroundScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  useSceneReady('ground');

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
      <GroundSetting />
    </group>
  );
}

import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { useSceneReady } from '../useSceneReady';
import { GROUND_STATIONS, GROUND_SWING, groundCameraPosition } from './cameraStations';
import { DepositMarkers } from './DepositMarkers';
import { GroundSetting } from './GroundSetting';
import { setLens } from '../cameraLens';

/**
 * The ground at the current place: terrain and sky in the planet's colours, the settlement,
 * and the place's name on a holographic sign; after a survey, its deposits marked where they lie.
 * The camera circles the landing pad slowly.
 */
export function GroundScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  useSceneReady('ground');

  useLayoutEffect(() => {
    setLens(camera, { fov: 55, near: 0.5, far: 4000 });
  }, [camera]);

  useFrame((state) => {
    // Swing slowly to and fro in front of the pad, where the settlement leaves a gap to look through.
    camera.position.set(...groundCameraPosition(Math.sin(state.clock.elapsedTime * 0.06) * GROUND_SWING));
    camera.lookAt(0, 15, -12);
  });

  return (
    <group name="ground-scene">
      <GroundSetting stations={GROUND_STATIONS} />
      <DepositMarkers />
    </group>
  );
}

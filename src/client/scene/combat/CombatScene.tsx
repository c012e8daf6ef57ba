import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import type { PerspectiveCamera } from 'three';
import { useCombatSceneStore } from './combatSceneStore';
import { FIGHT_STATIONS } from '../ground/cameraStations';
import { GroundSetting } from '../ground/GroundSetting';
import { OrbitSetting } from '../planet/OrbitSetting';
import { useSceneReady } from '../useSceneReady';
import { Fighter } from './Fighter';
import { StageProps } from './StageProps';
import { FloatingNumbers } from './FloatingNumbers';
import { CAMERA_OFFSET, CAMERA_SWAY, CAMERA_TARGET, STAGE_PLACEMENT } from './stageLayout';
import { setLens } from '../cameraLens';

/**
 * A fight: on the landing pad of the place, out in the land around it (dunes, forest, ice, rocks
 * or lava by the planet: `fightStage.ts`), or in front of the planet for a ship encounter; the
 * player's side and the opponent facing each other, hits flashing and numbers floating up. The
 * camera looks over the player's shoulder with a slow sway. Discrete inputs (setting, shapes)
 * come from the combat scene store; everything that moves is read in the frame loop.
 */
export function CombatScene() {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const setting = useCombatSceneStore((state) => state.stage?.setting ?? 'ground');
  const shape = useCombatSceneStore((state) => state.stage?.opponentShape ?? 'humanoid');
  const ground = useCombatSceneStore((state) => state.stage?.ground ?? 'city');
  const placement = STAGE_PLACEMENT[setting];
  const playerShape = setting === 'orbit' ? 'ship' : 'humanoid';
  useSceneReady('combat');

  useLayoutEffect(() => {
    setLens(camera, placement);
  }, [camera, placement]);

  useFrame((state) => {
    const { origin, scale } = placement;
    const sway = Math.sin(state.clock.elapsedTime * 0.25) * CAMERA_SWAY;
    camera.position.set(
      origin[0] + (CAMERA_OFFSET[0] + sway) * scale,
      origin[1] + CAMERA_OFFSET[1] * scale,
      origin[2] + CAMERA_OFFSET[2] * scale,
    );
    camera.lookAt(origin[0] + CAMERA_TARGET[0] * scale, origin[1] + CAMERA_TARGET[1] * scale, origin[2] + CAMERA_TARGET[2] * scale);
  });

  return (
    <group name="combat-scene">
      {/* The sign hangs over the pad, right above a fight's camera: only its cut-off lower edge would show. */}
      {setting === 'orbit' ? (
        <OrbitSetting />
      ) : ground === 'city' ? (
        <GroundSetting stations={FIGHT_STATIONS} sign={false} />
      ) : (
        <GroundSetting stations={FIGHT_STATIONS} sign={false} settlement={false}>
          {(land) => <StageProps stage={ground} land={land} />}
        </GroundSetting>
      )}
      <group position={placement.origin as [number, number, number]} scale={placement.scale}>
        <Fighter side="player" shape={playerShape} />
        <Fighter side="opponent" shape={shape} />
        <FloatingNumbers />
      </group>
    </group>
  );
}

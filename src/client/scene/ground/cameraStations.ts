import { CAMERA_OFFSET, CAMERA_SWAY } from '../combat/stageLayout';
import type { Point } from '../math/occlusion';

/** How far the ground scene's camera swings either side of +z, radians. */
export const GROUND_SWING = 0.45;

/** The ground scene's camera at `angle` of its swing: circling the pad 64 units out, bobbing a little. */
export function groundCameraPosition(angle: number): Point {
  return [Math.sin(angle) * 64, 9 + Math.sin(angle * 3) * 1.2, Math.cos(angle) * 64];
}

/**
 * Where the cameras that look at a place stand, all looking towards -z: what none of a view's
 * stations sees is left out of its landscape and settlement. The ground scene's camera along its
 * swing; a fight's over the player's shoulder across its sway (the stage stands on the pad at
 * scale 1).
 */
export const GROUND_STATIONS: readonly Point[] = Array.from({ length: 19 }, (_, i) => groundCameraPosition(((i - 9) / 9) * GROUND_SWING));
export const FIGHT_STATIONS: readonly Point[] = [-1, -0.5, 0, 0.5, 1].map((side) => [CAMERA_OFFSET[0] + side * CAMERA_SWAY, CAMERA_OFFSET[1], CAMERA_OFFSET[2]] as const);

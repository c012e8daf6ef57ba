import { CAMERA_OFFSET, CAMERA_SWAY } from '../combat/stageLayout';

type Point = readonly [number, number, number];

/** How far the ground scene's camera swings either side of +z, radians. */
export const GROUND_SWING = 0.45;

/** The ground scene's camera at `angle` of its swing: circling the pad 64 units out, bobbing a little. */
export function groundCameraPosition(angle: number): Point {
  return [Math.sin(angle) * 64, 9 + Math.sin(angle * 3) * 1.2, Math.cos(angle) * 64];
}

/**
 * Everywhere a camera looking at the place stands: the ground scene's along its swing, and a
 * fight's over the player's shoulder across its sway (the stage stands on the pad at scale 1).
 * What none of them sees is left out of the landscape and the settlement.
 */
export const CAMERA_STATIONS: readonly Point[] = [
  ...Array.from({ length: 19 }, (_, i) => groundCameraPosition(((i - 9) / 9) * GROUND_SWING)),
  ...[-1, 0, 1].map((side) => [CAMERA_OFFSET[0] + side * CAMERA_SWAY, CAMERA_OFFSET[1], CAMERA_OFFSET[2]] as const),
];

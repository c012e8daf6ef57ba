import type { CombatSide } from './combatFx';
import type { FightSetting } from './combatSceneStore';

type Vec3 = readonly [number, number, number];

/** Where each side stands on the stage (stage units: a fighter is about six tall). */
export const FIGHTER_POSITION: Readonly<Record<CombatSide, Vec3>> = {
  player: [-5, 0, 9],
  opponent: [5, 0, -1],
};

/** Height above a fighter's feet where its hits flash and numbers appear. */
export const HIT_HEIGHT = 4.2;

/**
 * Where the stage stands in each setting and at what scale: on the landing pad, or in front of
 * the planet in orbit (whose world is a unit sphere, hence the small scale).
 */
export const STAGE_PLACEMENT: Readonly<Record<FightSetting, { origin: Vec3; scale: number; near: number; far: number; fov: number }>> = {
  ground: { origin: [0, 0, 0], scale: 1, near: 0.5, far: 4000, fov: 50 },
  orbit: { origin: [-0.55, 0.05, 2.3], scale: 0.02, near: 0.01, far: 500, fov: 50 },
};

/** The camera over the player's shoulder, in stage units, and the point it looks at. */
export const CAMERA_OFFSET: Vec3 = [-14, 8, 26];
/** How far the camera sways to either side along x, in stage units. */
export const CAMERA_SWAY = 1.5;
// Looking left of the pair puts the fight right of centre, clear of the fight panel on the left.
export const CAMERA_TARGET: Vec3 = [-8, 4.5, 2];

/** Where the fight's key light comes from (world, not normalised): high on the camera's left, so fighters and props read in the round. */
export const KEY_LIGHT_FROM: Vec3 = [-0.55, 0.7, 0.6];

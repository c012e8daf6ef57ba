import { ConeGeometry, CylinderGeometry, DodecahedronGeometry, IcosahedronGeometry, SphereGeometry, Vector3, type BufferGeometry } from 'three';
import { createRandom, type Random } from '../../../shared/rules/seededRandom';
import type { GroundStage } from './combatSceneStore';
import type { PlanetLook } from '../math/planetLook';
import { bakeParts, type ColouredPart, type Rgb } from './bakedMesh';
import { CAMERA_OFFSET, FIGHTER_POSITION, KEY_LIGHT_FROM } from './stageLayout';

/** The land a fight away from the settlement stands in (the pad is the city's). */
export type WildStage = Exclude<GroundStage, 'city'>;

const KEY_LIGHT = new Vector3(...KEY_LIGHT_FROM).normalize();

const CAMERA = new Vector3(...CAMERA_OFFSET);
const shadeOf = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** The segment's nearest distance to (x, z) in the ground plane. */
function fromSegment(x: number, z: number, a: readonly number[], b: readonly number[]): number {
  const [ax, az, bx, bz] = [a[0] as number, a[1] as number, b[0] as number, b[1] as number];
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (z - az) * (bz - az)) / ((bx - ax) ** 2 + (bz - az) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), z - (az + t * (bz - az)));
}

const player = [FIGHTER_POSITION.player[0], FIGHTER_POSITION.player[2]];
const opponent = [FIGHTER_POSITION.opponent[0], FIGHTER_POSITION.opponent[2]];
const camera = [CAMERA_OFFSET[0], CAMERA_OFFSET[2]];
// The line of sight to the opponent runs on past it: nothing stands right behind it either.
const beyondOpponent = [(camera[0] as number) + ((opponent[0] as number) - (camera[0] as number)) * 2.5, (camera[1] as number) + ((opponent[1] as number) - (camera[1] as number)) * 2.5];

/**
 * Spots for `count` props in front of the fight's camera, none on the fighters, between them, or
 * between the camera and them (so nothing hides the fight): nearer ones smaller, as `size` says.
 */
function spots(random: Random, count: number, reach = 150): { x: number; z: number; size: number }[] {
  const out: { x: number; z: number; size: number }[] = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const x = -reach * 0.75 + random.next() * reach * 1.3;
    const z = 18 - random.next() * reach;
    if (fromSegment(x, z, player, opponent) < 9 || fromSegment(x, z, camera, player) < 9 || fromSegment(x, z, camera, beyondOpponent) < 8) continue;
    const far = Math.hypot(x - (camera[0] as number), z - (camera[1] as number));
    out.push({ x, z, size: 0.7 + Math.min(1.6, far / 60) * (0.6 + random.next() * 0.6) });
  }
  return out;
}

function dunes(random: Random, look: PlanetLook): ColouredPart[] {
  const sand = look.low;
  return [
    ...spots(random, 14).map(({ x, z, size }): ColouredPart => ({
      geometry: new SphereGeometry(1, 14, 6, 0, Math.PI * 2, 0, Math.PI / 2).scale(9 * size, 2.2 * size, 4 * size).rotateY(random.next() * 0.6 - 0.3),
      at: [x, -0.2, z], color: shadeOf(mix(sand, look.high, random.next() * 0.5), 0.7),
    })),
    ...spots(random, 8, 90).map(({ x, z, size }): ColouredPart => ({ geometry: new DodecahedronGeometry(1.4 * size).scale(1.3, 0.7, 1), at: [x, 0.3, z], color: shadeOf(look.high, 0.8) })),
  ];
}

function forest(random: Random, look: PlanetLook): ColouredPart[] {
  const leaves = mix(look.low, [0.05, 0.22, 0.08], 0.5);
  return spots(random, 30).flatMap(({ x, z, size }): ColouredPart[] => {
    const h = (7 + random.next() * 6) * size;
    const tint = mix(leaves, shadeOf(leaves, 0.6), random.next());
    return [
      { geometry: new CylinderGeometry(0.25 * size, 0.4 * size, h * 0.35, 5), at: [x, h * 0.17, z], color: [0.2, 0.13, 0.08] },
      { geometry: new ConeGeometry(2.4 * size, h * 0.55, 7), at: [x, h * 0.5, z], color: tint },
      { geometry: new ConeGeometry(1.7 * size, h * 0.45, 7), at: [x, h * 0.78, z], color: mix(tint, [0.3, 0.5, 0.2], 0.15) },
    ];
  });
}

function ice(random: Random, look: PlanetLook): ColouredPart[] {
  return [
    ...spots(random, 20).map(({ x, z, size }): ColouredPart => ({
      geometry: new ConeGeometry(1.3 * size, (6 + random.next() * 9) * size, 5), at: [x, 2 * size, z], turn: [random.next() * 0.3 - 0.15, random.next() * 3, random.next() * 0.3 - 0.15],
      color: mix(look.shallow, [0.7, 0.9, 1], 0.5 + random.next() * 0.3),
    })),
    ...spots(random, 10).map(({ x, z, size }): ColouredPart => ({ geometry: new SphereGeometry(1, 10, 5, 0, Math.PI * 2, 0, Math.PI / 2).scale(6 * size, 1.6 * size, 4 * size), at: [x, -0.1, z], color: look.peak })),
  ];
}

function rocks(random: Random, look: PlanetLook, glow: boolean): ColouredPart[] {
  const stone = glow ? shadeOf(look.high, 0.55) : look.high;
  const boulders = spots(random, 24).map(({ x, z, size }): ColouredPart => {
    const r = (1.2 + random.next() * 2.4) * size;
    return { geometry: new IcosahedronGeometry(r, 0).scale(1, 0.55 + random.next() * 0.5, 1), at: [x, r * 0.25, z], turn: [0, random.next() * 3, 0], color: mix(stone, look.peak, random.next() * 0.25) };
  });
  const spires = spots(random, 6).map(({ x, z, size }): ColouredPart => ({ geometry: new ConeGeometry(2 * size, 12 * size, 6), at: [x, 6 * size, z], color: shadeOf(stone, 0.85) }));
  // Lava: pools of cooling rock glowing in the cracks.
  const pools = glow ? spots(random, 10, 100).map(({ x, z, size }): ColouredPart => ({ geometry: new CylinderGeometry(2.6 * size, 2.6 * size, 0.1, 10).scale(1.4, 1, 1), at: [x, 0.08, z], color: [1.4, 0.45, 0.12], glow: true })) : [];
  return [...boulders, ...spires, ...pools];
}

/**
 * The props of a fight's land, seeded by the place so it looks the same each visit: dunes and
 * wind-worn rocks on a desert world, conifers on a green one, ice spires, boulders, or lava pools
 * among black rock. One mesh, lit like the fighters and hazed into the horizon with distance.
 */
export function buildStageProps(stage: WildStage, look: PlanetLook, seed: number, horizon: Rgb): BufferGeometry {
  const random = createRandom(`${seed}:${stage}`);
  const parts = stage === 'dunes' ? dunes(random, look) : stage === 'forest' ? forest(random, look) : stage === 'ice' ? ice(random, look) : rocks(random, look, stage === 'lava');
  return bakeParts(parts, { light: KEY_LIGHT, fog: { eye: CAMERA, color: horizon, near: 40, far: 200 } });
}

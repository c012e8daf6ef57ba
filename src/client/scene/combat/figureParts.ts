import { BoxGeometry, CapsuleGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, SphereGeometry, TorusGeometry, type BufferGeometry } from 'three';
import type { FighterShape } from './combatSceneStore';

/** Which colour of the fighter's palette a part takes. */
export type Tone = 'body' | 'armour' | 'accent' | 'dark' | 'glow';

/** A primitive placed on the figure (stage units, feet at y = 0, facing +z), and its tone. */
export interface Part {
  geometry: BufferGeometry;
  at: readonly [number, number, number];
  /** Euler angles (x, y, z), radians. */
  turn?: readonly [number, number, number];
  tone: Tone;
}

const part = (geometry: BufferGeometry, at: Part['at'], tone: Tone, turn?: Part['turn']): Part => (turn ? { geometry, at, tone, turn } : { geometry, at, tone });
const limb = (radius: number, length: number) => new CapsuleGeometry(radius, length, 3, 8);

/** Legs, hips, torso, shoulders, arms and head of a figure about six units tall. */
function frame(bulk = 1): Part[] {
  return [
    part(limb(0.3 * bulk, 2), [-0.42, 1.35, 0], 'body'),
    part(limb(0.3 * bulk, 2), [0.42, 1.35, 0], 'body'),
    part(new BoxGeometry(0.5, 0.35, 0.85), [-0.42, 0.18, 0.15], 'dark'),
    part(new BoxGeometry(0.5, 0.35, 0.85), [0.42, 0.18, 0.15], 'dark'),
    part(new CapsuleGeometry(0.72 * bulk, 1.2, 4, 10).scale(1.15, 1, 0.72), [0, 3.55, 0], 'armour'),
    part(new CylinderGeometry(0.78 * bulk, 0.78 * bulk, 0.26, 10).scale(1.1, 1, 0.72), [0, 2.75, 0], 'dark'),
    part(new SphereGeometry(0.42 * bulk, 8, 6), [-1.02 * bulk, 4.3, 0], 'armour'),
    part(new SphereGeometry(0.42 * bulk, 8, 6), [1.02 * bulk, 4.3, 0], 'armour'),
    part(limb(0.22 * bulk, 1.5), [-1.15 * bulk, 3.3, 0.05], 'body', [0, 0, 0.12]),
    part(limb(0.22 * bulk, 1.5), [1.12 * bulk, 3.35, 0.35], 'body', [-0.55, 0, -0.1]),
    part(new SphereGeometry(0.5, 12, 10), [0, 5.35, 0], 'body'),
  ];
}

/** A sidearm in the right hand, its emitter lit. */
const pistol = (): Part[] => [part(new BoxGeometry(0.22, 0.32, 1), [1.12, 2.7, 1.05], 'dark'), part(new CylinderGeometry(0.07, 0.07, 0.2, 6), [1.12, 2.78, 1.62], 'glow', [Math.PI / 2, 0, 0])];

/** A plain figure with a lit visor and a sidearm: the player, and the people of a place. */
function humanoid(): Part[] {
  return [...frame(), part(new BoxGeometry(0.78, 0.2, 0.3), [0, 5.42, 0.36], 'glow'), ...pistol()];
}

/** A raider: a long open coat, a wide-brimmed hat, a scarf over the face, a sidearm. */
function raider(): Part[] {
  return [
    ...frame(0.95),
    part(new CylinderGeometry(0.85, 1.35, 3, 12, 1, true), [0, 2.45, -0.05], 'accent'),
    part(new CylinderGeometry(1.05, 1.05, 0.08, 14), [0, 5.78, 0], 'accent'),
    part(new CylinderGeometry(0.42, 0.5, 0.55, 10), [0, 6.05, 0], 'accent'),
    part(new CylinderGeometry(0.5, 0.55, 0.35, 10), [0, 5.05, 0.05], 'dark'),
    part(new SphereGeometry(0.09, 6, 4), [-0.2, 5.45, 0.46], 'glow'),
    part(new SphereGeometry(0.09, 6, 4), [0.2, 5.45, 0.46], 'glow'),
    ...pistol(),
  ];
}

/** An armoured soldier: a full helmet with a visor, heavy shoulder plates, a backpack, a rifle held across. */
function soldier(): Part[] {
  return [
    ...frame(1.1),
    part(new SphereGeometry(0.62, 12, 10), [0, 5.45, -0.04], 'armour'),
    part(new BoxGeometry(0.95, 0.22, 0.3), [0, 5.42, 0.5], 'glow'),
    part(new BoxGeometry(1, 0.4, 1).rotateZ(0.25), [-1.15, 4.45, 0], 'armour'),
    part(new BoxGeometry(1, 0.4, 1).rotateZ(-0.25), [1.15, 4.45, 0], 'armour'),
    part(new BoxGeometry(1.3, 1.6, 0.6), [0, 3.8, -0.85], 'dark'),
    part(new BoxGeometry(0.22, 0.3, 3), [0.55, 3.3, 0.95], 'dark', [0.1, -0.45, 0]),
    part(new CylinderGeometry(0.08, 0.08, 0.3, 6), [-0.1, 3.45, 2.3], 'glow', [Math.PI / 2 + 0.1, -0.45, 0]),
  ];
}

/** A droid: three splayed legs, a round body with a ring, one glowing eye, an antenna and two arm guns. */
function droid(): Part[] {
  const legs = [0, (2 * Math.PI) / 3, (4 * Math.PI) / 3].flatMap((angle) => {
    const x = Math.sin(angle + Math.PI);
    const z = Math.cos(angle + Math.PI);
    return [
      part(new CylinderGeometry(0.14, 0.22, 2.6, 6), [x * 0.75, 1.25, z * 0.75], 'dark', [z * 0.45, 0, -x * 0.45]),
      part(new CylinderGeometry(0.35, 0.45, 0.2, 8), [x * 1.3, 0.1, z * 1.3], 'armour'),
    ];
  });
  return [
    ...legs,
    part(new SphereGeometry(1.3, 14, 10), [0, 3.2, 0], 'armour'),
    part(new TorusGeometry(1.35, 0.14, 6, 20), [0, 3.1, 0], 'accent', [Math.PI / 2, 0, 0]),
    part(new SphereGeometry(0.75, 12, 8, 0, Math.PI * 2, 0, Math.PI / 2), [0, 4.3, 0], 'dark'),
    part(new SphereGeometry(0.3, 10, 8), [0, 3.5, 1.2], 'glow'),
    part(new CylinderGeometry(0.04, 0.04, 1.2, 4), [0.35, 5.3, -0.2], 'dark'),
    part(new SphereGeometry(0.1, 6, 4), [0.35, 5.95, -0.2], 'glow'),
    part(new CylinderGeometry(0.18, 0.22, 1.6, 8), [-1.55, 3, 0.6], 'dark', [Math.PI / 2, 0, 0]),
    part(new CylinderGeometry(0.18, 0.22, 1.6, 8), [1.55, 3, 0.6], 'dark', [Math.PI / 2, 0, 0]),
  ];
}

/** A beast: a heavy body on four thick legs, a horned head low on a short neck, spines down its back, a tail. */
function beast(): Part[] {
  const legs = [[-0.75, 1.3], [0.75, 1.3], [-0.75, -1.4], [0.75, -1.4]].map(([x, z]) => part(limb(0.34, 1.4), [x as number, 1.05, z as number], 'body'));
  const spines = [1.1, 0.4, -0.3, -1].map((z, i) => part(new ConeGeometry(0.2, 0.75 - i * 0.08, 5), [0, 3.45 - i * 0.05, z], 'accent', [-0.35, 0, 0]));
  return [
    part(new CapsuleGeometry(1, 2.6, 4, 10).scale(0.95, 0.9, 1), [0, 2.45, 0], 'body', [Math.PI / 2, 0, 0]),
    part(new CapsuleGeometry(0.5, 0.6, 3, 8), [0, 2.9, 2.15], 'body', [1.1, 0, 0]),
    part(new SphereGeometry(0.62, 10, 8).scale(0.9, 0.75, 1.25), [0, 3.05, 2.85], 'armour'),
    part(new ConeGeometry(0.4, 0.9, 6).scale(1, 0.6, 1), [0, 2.75, 3.55], 'armour', [Math.PI / 2, 0, 0]),
    part(new ConeGeometry(0.14, 1, 5), [-0.42, 3.6, 2.6], 'accent', [-0.7, 0, 0.35]),
    part(new ConeGeometry(0.14, 1, 5), [0.42, 3.6, 2.6], 'accent', [-0.7, 0, -0.35]),
    part(new SphereGeometry(0.1, 6, 4), [-0.3, 3.2, 3.3], 'glow'),
    part(new SphereGeometry(0.1, 6, 4), [0.3, 3.2, 3.3], 'glow'),
    part(new ConeGeometry(0.35, 2.4, 6), [0, 2.35, -2.7], 'body', [-Math.PI / 2 - 0.3, 0, 0]),
    ...spines,
    ...legs,
    ...[[-0.75, 1.5], [0.75, 1.5], [-0.75, -1.2], [0.75, -1.2]].map(([x, z]) => part(new DodecahedronGeometry(0.36).scale(1, 0.45, 1.3), [x as number, 0.12, z as number], 'dark')),
  ];
}

/** A small fighter craft, nose toward +z: hull, lit cockpit, swept wings, twin engines. */
function ship(): Part[] {
  return [
    part(new ConeGeometry(0.9, 5, 10), [0, 3, 0.3], 'armour', [Math.PI / 2, 0, 0]),
    part(new SphereGeometry(0.5, 10, 8).scale(1, 0.7, 1.6), [0, 3.55, 0.9], 'glow'),
    part(new BoxGeometry(6, 0.2, 1.5).rotateY(0), [0, 3, -1.1], 'accent'),
    part(new BoxGeometry(0.2, 1.6, 1.2), [-3, 3.6, -1.3], 'accent'),
    part(new BoxGeometry(0.2, 1.6, 1.2), [3, 3.6, -1.3], 'accent'),
    part(new CylinderGeometry(0.35, 0.45, 1.6, 8), [-0.8, 3, -1.9], 'dark', [Math.PI / 2, 0, 0]),
    part(new CylinderGeometry(0.35, 0.45, 1.6, 8), [0.8, 3, -1.9], 'dark', [Math.PI / 2, 0, 0]),
    part(new CylinderGeometry(0.3, 0.3, 0.1, 8), [-0.8, 3, -2.72], 'glow', [Math.PI / 2, 0, 0]),
    part(new CylinderGeometry(0.3, 0.3, 0.1, 8), [0.8, 3, -2.72], 'glow', [Math.PI / 2, 0, 0]),
  ];
}

const BUILDERS: Readonly<Record<FighterShape, () => Part[]>> = { humanoid, raider, soldier, droid, beast, ship };

/** The parts of a silhouette. */
export function figureParts(shape: FighterShape): Part[] {
  return BUILDERS[shape]();
}

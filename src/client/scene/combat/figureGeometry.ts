import type { BufferGeometry, Vector3 } from 'three';
import type { FighterShape } from './combatSceneStore';
import { bakeParts, type Rgb } from './bakedMesh';
import { figureParts, type Tone } from './figureParts';

/** A fighter's colours, one per tone (linear 0..1; a glow may go past 1). */
export type Palette = Readonly<Record<Tone, Rgb>>;

/** The player: dark blue plate, steel, a cyan visor. */
export const PLAYER_PALETTE: Palette = { body: [0.13, 0.18, 0.26], armour: [0.34, 0.44, 0.58], accent: [0.16, 0.42, 0.62], dark: [0.05, 0.07, 0.11], glow: [0.35, 1, 1.2] };

/** Each opponent's colours: hides, coats, plate and paint, with red or amber lights. */
export const OPPONENT_PALETTES: Readonly<Record<FighterShape, Palette>> = {
  humanoid: { body: [0.3, 0.24, 0.22], armour: [0.42, 0.36, 0.3], accent: [0.5, 0.3, 0.16], dark: [0.08, 0.07, 0.07], glow: [1.2, 0.7, 0.25] },
  raider: { body: [0.28, 0.2, 0.16], armour: [0.46, 0.36, 0.26], accent: [0.36, 0.16, 0.1], dark: [0.09, 0.06, 0.05], glow: [1.3, 0.35, 0.2] },
  soldier: { body: [0.2, 0.23, 0.18], armour: [0.4, 0.43, 0.36], accent: [0.5, 0.22, 0.12], dark: [0.07, 0.08, 0.07], glow: [1.3, 0.55, 0.15] },
  beast: { body: [0.45, 0.3, 0.18], armour: [0.58, 0.42, 0.28], accent: [0.82, 0.74, 0.58], dark: [0.12, 0.08, 0.06], glow: [1.4, 0.3, 0.15] },
  droid: { body: [0.3, 0.32, 0.36], armour: [0.48, 0.5, 0.55], accent: [0.7, 0.35, 0.1], dark: [0.09, 0.1, 0.12], glow: [1.5, 0.15, 0.12] },
  ship: { body: [0.22, 0.1, 0.1], armour: [0.42, 0.18, 0.16], accent: [0.16, 0.12, 0.12], dark: [0.06, 0.05, 0.05], glow: [1.4, 0.4, 0.2] },
};

/**
 * One merged geometry per silhouette, so each fighter is a single draw call: its parts coloured
 * by tone from `palette` and lit from `light` (in the fighter's own frame).
 */
export function figureGeometry(shape: FighterShape, palette: Palette, light: Vector3): BufferGeometry {
  return bakeParts(
    figureParts(shape).map(({ tone, ...part }) => ({ ...part, color: palette[tone], glow: tone === 'glow' })),
    { light },
  );
}

import type { Texture, WebGLRenderer } from 'three';
import { bakeTexture } from '../bakeTexture';
import { PlanetBakeMaterial } from '../materials/PlanetBakeMaterial';
import type { PlanetLook } from '../math/planetLook';

/** Width of the baked maps; height is half (equirectangular). About one texel per pixel of a planet filling the screen's height. */
export const PLANET_MAP_WIDTH = 1024;

export interface PlanetMaps {
  /** rgb albedo, a water. */
  surface: Texture;
  /** r city lights, g lava glow, a cloud cover. */
  detail: Texture;
  dispose: () => void;
}

/**
 * Renders a planet's surface and clouds into textures once: the noise that used to run for every
 * pixel of every frame runs once per texel when the planet appears.
 */
export function bakePlanetMaps(gl: WebGLRenderer, look: PlanetLook, offset: readonly [number, number, number]): PlanetMaps {
  const baked = bakeTexture(gl, new PlanetBakeMaterial(look, offset), PLANET_MAP_WIDTH, PLANET_MAP_WIDTH / 2, 2);
  const [surface, detail] = baked.textures as [Texture, Texture];
  return { surface, detail, dispose: baked.dispose };
}

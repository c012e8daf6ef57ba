import type { Texture, WebGLRenderer } from 'three';
import { bakeTexture } from '../bakeTexture';
import { PlanetBakeMaterial } from '../materials/PlanetBakeMaterial';
import type { PlanetLook } from '../math/planetLook';

/** Width of the baked maps; height is half (equirectangular). About one texel per pixel of a planet filling the screen's height. */
export const PLANET_MAP_WIDTH = 1024;

export interface PlanetMaps {
  /** rgb albedo with the clouds over it; a 0.5 + open water / 2 - night glow (cities, lava) / 2. */
  surface: Texture;
  dispose: () => void;
}

/**
 * Renders a planet's surface, clouds and night lights into one texture once: the noise that used to run for every
 * pixel of every frame runs once per texel when the planet appears.
 */
export function bakePlanetMaps(gl: WebGLRenderer, look: PlanetLook, offset: readonly [number, number, number]): PlanetMaps {
  const baked = bakeTexture(gl, new PlanetBakeMaterial(look, offset), PLANET_MAP_WIDTH, PLANET_MAP_WIDTH / 2);
  return { surface: baked.texture, dispose: baked.dispose };
}

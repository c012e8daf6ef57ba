import { Mesh, OrthographicCamera, PlaneGeometry, RepeatWrapping, WebGLRenderTarget, type Texture, type WebGLRenderer } from 'three';
import { PlanetBakeMaterial } from '../materials/PlanetBakeMaterial';
import type { PlanetLook } from '../math/planetLook';

/** Width of the baked maps; height is half (equirectangular). Enough for a planet filling the screen's height. */
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
 * pixel of every frame runs once per texel when the planet appears. Restores the renderer's target.
 */
export function bakePlanetMaps(gl: WebGLRenderer, look: PlanetLook, offset: readonly [number, number, number]): PlanetMaps {
  const target = new WebGLRenderTarget(PLANET_MAP_WIDTH, PLANET_MAP_WIDTH / 2, { count: 2, depthBuffer: false, generateMipmaps: true });
  for (const texture of target.textures) {
    // Longitude wraps around; the drifting clouds sample past u = 1.
    texture.wrapS = RepeatWrapping;
  }
  const geometry = new PlaneGeometry(2, 2);
  const material = new PlanetBakeMaterial(look, offset);
  const quad = new Mesh(geometry, material);
  quad.frustumCulled = false;
  const camera = new OrthographicCamera();

  const previous = gl.getRenderTarget();
  gl.setRenderTarget(target);
  gl.render(quad, camera);
  gl.setRenderTarget(previous);

  // The bake program and quad are needed once only.
  geometry.dispose();
  material.dispose();

  const [surface, detail] = target.textures as [Texture, Texture];
  return { surface, detail, dispose: () => target.dispose() };
}

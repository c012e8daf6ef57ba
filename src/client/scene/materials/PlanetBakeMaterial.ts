import { GLSL3, ShaderMaterial, Vector3, type IUniform } from 'three';
import simplex from '../../../../shaders/common/simplex-3d.glsl?raw';
import fragmentShader from '../../../../shaders/planet/planet-bake.frag.glsl?raw';
import vertexShader from '../../../../shaders/common/bake.vert.glsl?raw';
import type { PlanetLook } from '../math/planetLook';

interface PlanetBakeUniforms {
  [name: string]: IUniform;
  uSeed: IUniform<Vector3>;
  uDeep: IUniform<Vector3>;
  uShallow: IUniform<Vector3>;
  uLow: IUniform<Vector3>;
  uHigh: IUniform<Vector3>;
  uPeak: IUniform<Vector3>;
  uSeaLevel: IUniform<number>;
  uClouds: IUniform<number>;
  uBanded: IUniform<number>;
  uEmissive: IUniform<number>;
  uIceCap: IUniform<number>;
  uCities: IUniform<number>;
}

/**
 * Paints a planet's surface, clouds, city lights and lava into one equirectangular map, from its
 * type's look and its seed. Used once per planet, then disposed.
 */
export class PlanetBakeMaterial extends ShaderMaterial {
  declare uniforms: PlanetBakeUniforms;

  constructor(look: PlanetLook, offset: readonly [number, number, number]) {
    super({
      glslVersion: GLSL3,
      vertexShader,
      fragmentShader: `${simplex}\n${fragmentShader}`,
      depthTest: false,
      depthWrite: false,
      uniforms: {
        uSeed: { value: new Vector3().fromArray(offset) },
        uDeep: { value: new Vector3().fromArray(look.deep) },
        uShallow: { value: new Vector3().fromArray(look.shallow) },
        uLow: { value: new Vector3().fromArray(look.low) },
        uHigh: { value: new Vector3().fromArray(look.high) },
        uPeak: { value: new Vector3().fromArray(look.peak) },
        uSeaLevel: { value: look.seaLevel },
        uClouds: { value: look.clouds },
        uBanded: { value: look.banded },
        uEmissive: { value: look.emissive },
        uIceCap: { value: look.iceCap },
        uCities: { value: look.cities },
      },
    });
  }
}

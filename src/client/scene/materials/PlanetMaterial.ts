import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform } from 'three';
import simplex from '../../../../shaders/common/simplex-3d.glsl?raw';
import fragmentShader from '../../../../shaders/planet/planet.frag.glsl?raw';
import vertexShader from '../../../../shaders/planet/planet.vert.glsl?raw';
import type { PlanetLook } from '../math/planetLook';

interface PlanetUniforms {
  [name: string]: IUniform;
  uSeed: IUniform<Vector3>;
  uDeep: IUniform<Vector3>;
  uShallow: IUniform<Vector3>;
  uLow: IUniform<Vector3>;
  uHigh: IUniform<Vector3>;
  uPeak: IUniform<Vector3>;
  uAtmosphere: IUniform<Vector3>;
  uSeaLevel: IUniform<number>;
  uClouds: IUniform<number>;
  uBanded: IUniform<number>;
  uEmissive: IUniform<number>;
  uIceCap: IUniform<number>;
  uCities: IUniform<number>;
  uTime: IUniform<number>;
  uLightDir: IUniform<Vector3>;
}

/** A procedural planet surface painted from its type's look and its seed. */
export class PlanetMaterial extends ShaderMaterial {
  declare uniforms: PlanetUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader: `${simplex}\n${fragmentShader}`,
      uniforms: {
        uSeed: { value: new Vector3() },
        uDeep: { value: new Vector3() },
        uShallow: { value: new Vector3() },
        uLow: { value: new Vector3() },
        uHigh: { value: new Vector3() },
        uPeak: { value: new Vector3() },
        uAtmosphere: { value: new Vector3() },
        uSeaLevel: { value: 0.5 },
        uClouds: { value: 0 },
        uBanded: { value: 0 },
        uEmissive: { value: 0 },
        uIceCap: { value: 1 },
        uCities: { value: 0 },
        uTime: { value: 0 },
        uLightDir: { value: new Vector3(-0.7, 0.35, 0.6).normalize() },
      },
    });
  }

  /** Applies a planet's look and seed; called when the planet changes, never per frame. */
  setLook(look: PlanetLook, offset: readonly [number, number, number]): void {
    const u = this.uniforms;
    u.uSeed.value.fromArray(offset);
    u.uDeep.value.fromArray(look.deep);
    u.uShallow.value.fromArray(look.shallow);
    u.uLow.value.fromArray(look.low);
    u.uHigh.value.fromArray(look.high);
    u.uPeak.value.fromArray(look.peak);
    u.uAtmosphere.value.fromArray(look.atmosphere);
    u.uSeaLevel.value = look.seaLevel;
    u.uClouds.value = look.clouds;
    u.uBanded.value = look.banded;
    u.uEmissive.value = look.emissive;
    u.uIceCap.value = look.iceCap;
    u.uCities.value = look.cities;
  }
}

extend({ PlanetMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    planetMaterial: ThreeElement<typeof PlanetMaterial>;
  }
}

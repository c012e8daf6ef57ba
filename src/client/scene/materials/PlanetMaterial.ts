import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform, type Texture } from 'three';
import fragmentShader from '../../../../shaders/planet/planet.frag.glsl?raw';
import vertexShader from '../../../../shaders/planet/planet.vert.glsl?raw';

interface PlanetUniforms {
  [name: string]: IUniform;
  uSurface: IUniform<Texture | null>;
  uAtmosphere: IUniform<Vector3>;
  uGlowColor: IUniform<Vector3>;
  uGlowCurve: IUniform<Vector3>;
  uLightDir: IUniform<Vector3>;
}

/** A planet lit by its sun from its baked map (see `bakePlanetMaps`): cheap enough for any GPU. */
export class PlanetMaterial extends ShaderMaterial {
  declare uniforms: PlanetUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uSurface: { value: null },
        uAtmosphere: { value: new Vector3() },
        uGlowColor: { value: new Vector3() },
        uGlowCurve: { value: new Vector3() },
        uLightDir: { value: new Vector3(-0.7, 0.35, 0.6).normalize() },
      },
    });
  }
}

extend({ PlanetMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    planetMaterial: ThreeElement<typeof PlanetMaterial>;
  }
}

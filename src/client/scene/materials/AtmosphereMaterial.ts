import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, BackSide, ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/planet/atmosphere.frag.glsl?raw';
import vertexShader from '../../../../shaders/planet/atmosphere.vert.glsl?raw';

interface AtmosphereUniforms {
  [name: string]: IUniform;
  uColor: IUniform<Vector3>;
  /** How deep the shell looks: the largest -dot(normal, view) seen through it. */
  uThickness: IUniform<number>;
  uLightDir: IUniform<Vector3>;
}

/** The glowing atmosphere shell around a planet. */
export class AtmosphereMaterial extends ShaderMaterial {
  declare uniforms: AtmosphereUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uColor: { value: new Vector3(0.35, 0.62, 1) }, uThickness: { value: 0.42 }, uLightDir: { value: new Vector3(-0.7, 0.35, 0.6).normalize() } },
      side: BackSide,
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ AtmosphereMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    atmosphereMaterial: ThreeElement<typeof AtmosphereMaterial>;
  }
}

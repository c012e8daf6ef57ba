import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/galaxy/starfield.frag.glsl?raw';
import vertexShader from '../../../../shaders/galaxy/starfield.vert.glsl?raw';

interface StarfieldUniforms {
  [name: string]: IUniform;
  uTime: IUniform<number>;
  uPixelRatio: IUniform<number>;
  uSizeScale: IUniform<number>;
}

/** Twinkling point stars (galaxy background, orbit sky). */
export class StarPointsMaterial extends ShaderMaterial {
  declare uniforms: StarfieldUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTime: { value: 0 }, uPixelRatio: { value: 1 }, uSizeScale: { value: 1 } },
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ StarPointsMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    starPointsMaterial: ThreeElement<typeof StarPointsMaterial>;
  }
}

import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, DoubleSide, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/tunnel/tunnel-wall.frag.glsl?raw';
import vertexShader from '../../../../shaders/tunnel/tunnel-wall.vert.glsl?raw';

interface TunnelWallUniforms {
  [name: string]: IUniform;
  uTravel: IUniform<number>;
  uGlow: IUniform<number>;
  uLength: IUniform<number>;
}

/** The tunnel wall's light filaments (see `tunnelFilaments`), added over the wall's clear colour. */
export class TunnelWallMaterial extends ShaderMaterial {
  declare uniforms: TunnelWallUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTravel: { value: 0 }, uGlow: { value: 0 }, uLength: { value: 160 } },
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
      blending: AdditiveBlending,
    });
  }
}

extend({ TunnelWallMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    tunnelWallMaterial: ThreeElement<typeof TunnelWallMaterial>;
  }
}

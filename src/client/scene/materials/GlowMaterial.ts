import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, Color, ShaderMaterial, type IUniform } from 'three';
import vertexShader from '../../../../shaders/common/glow.vert.glsl?raw';
import fragmentShader from '../../../../shaders/common/vertex-color.frag.glsl?raw';

interface GlowUniforms {
  [name: string]: IUniform;
  uColor: IUniform<Color>;
  uGlow: IUniform<number>;
  uFlash: IUniform<number>;
  uTime: IUniform<number>;
}

/** A soft radial glow on a ringed disc (`useGlowDisc`, UVs 0..1 across it): the tunnel's far light, a fighter's halo. */
export class GlowMaterial extends ShaderMaterial {
  declare uniforms: GlowUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uColor: { value: new Color(0.55, 0.85, 1) }, uGlow: { value: 1 }, uFlash: { value: 0 }, uTime: { value: 0 } },
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ GlowMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    glowMaterial: ThreeElement<typeof GlowMaterial>;
  }
}

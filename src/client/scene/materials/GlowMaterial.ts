import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, Color, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/common/glow.frag.glsl?raw';
import vertexShader from '../../../../shaders/common/glow.vert.glsl?raw';

interface GlowUniforms {
  [name: string]: IUniform;
  uColor: IUniform<Color>;
  uGlow: IUniform<number>;
  uFlash: IUniform<number>;
  uTime: IUniform<number>;
}

/** A soft radial glow on a disc (UVs 0..1 across it, as a circleGeometry gives): the tunnel's far light, a fighter's halo. */
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

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

/**
 * The rings a glow's disc needs (`useRadialDisc(radius, GLOW_RINGS, 24)`): its falloff is worked out
 * per vertex, and these keep the interpolated curve within a few percent of it; closer together
 * where it falls fastest. More triangles would cost a software renderer more than they show.
 */
export const GLOW_RINGS = [0.15, 0.3, 0.45, 0.6, 0.8, 1];

/** A soft radial glow on a ringed disc (UVs 0..1 across it): the tunnel's far light, a fighter's halo. */
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

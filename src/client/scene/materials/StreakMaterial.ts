import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, DoubleSide, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/tunnel/streak.frag.glsl?raw';
import vertexShader from '../../../../shaders/tunnel/streak.vert.glsl?raw';

interface StreakUniforms {
  [name: string]: IUniform;
  /** Distance flown; the vertex shader places every star from it. */
  uTravel: IUniform<number>;
  uStretch: IUniform<number>;
  uLength: IUniform<number>;
  uIntensity: IUniform<number>;
}

/** Hyperspace streak stars, animated on the GPU. */
export class StreakMaterial extends ShaderMaterial {
  declare uniforms: StreakUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTravel: { value: 0 }, uStretch: { value: 0 }, uLength: { value: 160 }, uIntensity: { value: 1 } },
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
      blending: AdditiveBlending,
    });
  }
}

extend({ StreakMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    streakMaterial: ThreeElement<typeof StreakMaterial>;
  }
}

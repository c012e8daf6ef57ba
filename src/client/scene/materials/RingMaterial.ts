import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, DoubleSide, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/tunnel/ring.frag.glsl?raw';
import vertexShader from '../../../../shaders/tunnel/ring.vert.glsl?raw';

interface RingUniforms {
  [name: string]: IUniform;
  uTravel: IUniform<number>;
  uLength: IUniform<number>;
  uCount: IUniform<number>;
  uGlow: IUniform<number>;
  uTime: IUniform<number>;
  /** Between the annulus' inner and outer radius, to tell its two edges apart. */
  uMidRadius: IUniform<number>;
}

/** The tunnel's gate rings, spaced along it by instance id. */
export class RingMaterial extends ShaderMaterial {
  declare uniforms: RingUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTravel: { value: 0 }, uLength: { value: 160 }, uCount: { value: 8 }, uGlow: { value: 0 }, uTime: { value: 0 }, uMidRadius: { value: 7.4 } },
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
      blending: AdditiveBlending,
    });
  }
}

extend({ RingMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    ringMaterial: ThreeElement<typeof RingMaterial>;
  }
}

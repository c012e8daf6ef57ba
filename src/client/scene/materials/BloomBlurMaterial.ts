import { NoBlending, ShaderMaterial, Vector2, type IUniform, type Texture } from 'three';
import fragmentShader from '../../../../shaders/effects/bloom-blur.frag.glsl?raw';
import vertexShader from '../../../../shaders/effects/fullscreen.vert.glsl?raw';

interface BloomBlurUniforms {
  [name: string]: IUniform;
  uInput: IUniform<Texture | null>;
  /** One texel of the input, in UV units. */
  uTexel: IUniform<Vector2>;
  /** Luminance where the bloom starts, and over how much it fades in (below 0, it keeps everything). */
  uThreshold: IUniform<number>;
  uSmoothing: IUniform<number>;
}

/** A small, cheap blur pass of the bloom (see `Bloom`). */
export class BloomBlurMaterial extends ShaderMaterial {
  declare uniforms: BloomBlurUniforms;

  /** `taps`: 4 one texel out (the first, halving pass) or 9 two texels apart. */
  constructor(threshold: number, smoothing: number, taps: 4 | 9 = 9) {
    super({
      defines: taps === 4 ? { FOUR_TAPS: '' } : {},
      vertexShader,
      fragmentShader,
      uniforms: { uInput: { value: null }, uTexel: { value: new Vector2() }, uThreshold: { value: threshold }, uSmoothing: { value: smoothing } },
      blending: NoBlending,
      depthTest: false,
      depthWrite: false,
    });
  }
}

import { CustomBlending, OneFactor, OneMinusDstColorFactor, ShaderMaterial, Vector2, type IUniform, type Texture } from 'three';
import fragmentShader from '../../../../shaders/effects/bloom-composite.frag.glsl?raw';
import vertexShader from '../../../../shaders/effects/bloom-composite.vert.glsl?raw';

interface BloomCompositeUniforms {
  [name: string]: IUniform;
  uBloom: IUniform<Texture | null>;
  uIntensity: IUniform<number>;
  /** One grid cell's size in texture coordinates. */
  uCell: IUniform<Vector2>;
}

/** Lays the blurred bloom over the frame with a screen blend (1 - (1 - a)(1 - b)), as postprocessing's bloom did. */
export class BloomCompositeMaterial extends ShaderMaterial {
  declare uniforms: BloomCompositeUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uBloom: { value: null }, uIntensity: { value: 1 }, uCell: { value: new Vector2(1, 1) } },
      blending: CustomBlending,
      blendSrc: OneMinusDstColorFactor,
      blendDst: OneFactor,
      depthTest: false,
      depthWrite: false,
    });
  }
}

import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/common/vertex-color.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/pad-grid.vert.glsl?raw';
import { PAD_LIGHT, PAD_RADIUS } from '../ground/landscape';

interface PadGridUniforms {
  [name: string]: IUniform;
  uLight: IUniform<Vector3>;
  uPadRadius: IUniform<number>;
  uTime: IUniform<number>;
}

/** The landing pad's holographic grid, its lines' light added over the pad. */
export class PadGridMaterial extends ShaderMaterial {
  declare uniforms: PadGridUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uLight: { value: new Vector3(...PAD_LIGHT) }, uPadRadius: { value: PAD_RADIUS }, uTime: { value: 0 } },
      transparent: true,
      blending: AdditiveBlending,
      // Painted over the pad right after the land: nothing to test depth against.
      depthTest: false,
      depthWrite: false,
    });
  }
}

extend({ PadGridMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    padGridMaterial: ThreeElement<typeof PadGridMaterial>;
  }
}

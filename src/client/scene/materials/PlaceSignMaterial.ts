import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, DoubleSide, ShaderMaterial, Vector3, type IUniform, type Texture } from 'three';
import vertexShader from '../../../../shaders/common/uv.vert.glsl?raw';
import fragmentShader from '../../../../shaders/ground/place-sign.frag.glsl?raw';

interface PlaceSignUniforms {
  [name: string]: IUniform;
  uMap: IUniform<Texture | null>;
  uTime: IUniform<number>;
  /** The sign's colour at full light this frame, its flicker included. */
  uColor: IUniform<Vector3>;
}

/** The holographic sign with the place's name. */
export class PlaceSignMaterial extends ShaderMaterial {
  declare uniforms: PlaceSignUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uMap: { value: null }, uTime: { value: 0 }, uColor: { value: new Vector3(0.35, 0.9, 1) } },
      transparent: true,
      depthWrite: false,
      side: DoubleSide,
      blending: AdditiveBlending,
    });
  }
}

extend({ PlaceSignMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    placeSignMaterial: ThreeElement<typeof PlaceSignMaterial>;
  }
}

import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/galaxy/lane.frag.glsl?raw';
import vertexShader from '../../../../shaders/galaxy/lane.vert.glsl?raw';

interface LaneUniforms {
  [name: string]: IUniform;
  uTime: IUniform<number>;
  uOpacity: IUniform<number>;
  /** Half the ribbon width in world units; set from the zoom so lanes keep their on-screen width. */
  uWidth: IUniform<number>;
}

/** Hyperspace lane ribbons with light pulses flowing along them. */
export class LaneMaterial extends ShaderMaterial {
  declare uniforms: LaneUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTime: { value: 0 }, uOpacity: { value: 0.55 }, uWidth: { value: 0.5 } },
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ LaneMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    laneMaterial: ThreeElement<typeof LaneMaterial>;
  }
}

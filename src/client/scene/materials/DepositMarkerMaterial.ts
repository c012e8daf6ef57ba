import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/common/vertex-color.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/deposit-marker.vert.glsl?raw';
import { HARVEST_SECONDS } from '../ground/depositMarkers';

interface DepositMarkerUniforms {
  [name: string]: IUniform;
  uTime: IUniform<number>;
  /** The marker playing the harvest effect (-1: none), and when it began (uTime's clock). */
  uHarvestCopy: IUniform<number>;
  uHarvestAt: IUniform<number>;
}

/** The survey's deposit markers: holographic light added over the ground, tested against the towers. */
export class DepositMarkerMaterial extends ShaderMaterial {
  declare uniforms: DepositMarkerUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      defines: { HARVEST_SECONDS: HARVEST_SECONDS.toFixed(2) },
      uniforms: { uTime: { value: 0 }, uHarvestCopy: { value: -1 }, uHarvestAt: { value: 0 } },
      transparent: true,
      blending: AdditiveBlending,
      depthWrite: false,
    });
  }
}

extend({ DepositMarkerMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    depositMarkerMaterial: ThreeElement<typeof DepositMarkerMaterial>;
  }
}

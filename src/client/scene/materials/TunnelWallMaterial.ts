import { extend, type ThreeElement } from '@react-three/fiber';
import { BackSide, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/tunnel/tunnel-wall.frag.glsl?raw';
import vertexShader from '../../../../shaders/tunnel/tunnel-wall.vert.glsl?raw';

interface TunnelWallUniforms {
  [name: string]: IUniform;
  uTravel: IUniform<number>;
  uGlow: IUniform<number>;
  uFlash: IUniform<number>;
  uLength: IUniform<number>;
}

/** The inside of the hyperspace tunnel. */
export class TunnelWallMaterial extends ShaderMaterial {
  declare uniforms: TunnelWallUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uTravel: { value: 0 }, uGlow: { value: 0 }, uFlash: { value: 0 }, uLength: { value: 160 } },
      side: BackSide,
      depthWrite: false,
    });
  }
}

extend({ TunnelWallMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    tunnelWallMaterial: ThreeElement<typeof TunnelWallMaterial>;
  }
}

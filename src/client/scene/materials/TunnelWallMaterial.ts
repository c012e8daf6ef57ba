import { extend, type ThreeElement } from '@react-three/fiber';
import { BackSide, GLSL3, ShaderMaterial, type IUniform, type Texture } from 'three';
import bakeVertexShader from '../../../../shaders/common/bake.vert.glsl?raw';
import streaksBakeShader from '../../../../shaders/tunnel/tunnel-streaks-bake.frag.glsl?raw';
import fragmentShader from '../../../../shaders/tunnel/tunnel-wall.frag.glsl?raw';
import vertexShader from '../../../../shaders/tunnel/tunnel-wall.vert.glsl?raw';

interface TunnelWallUniforms {
  [name: string]: IUniform;
  uStreaks: IUniform<Texture | null>;
  uTravel: IUniform<number>;
  uGlow: IUniform<number>;
  uFlash: IUniform<number>;
  uLength: IUniform<number>;
}

/** The inside of the hyperspace tunnel, its streaks read from a baked texture (`TunnelStreaksBakeMaterial`). */
export class TunnelWallMaterial extends ShaderMaterial {
  declare uniforms: TunnelWallUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: { uStreaks: { value: null }, uTravel: { value: 0 }, uGlow: { value: 0 }, uFlash: { value: 0 }, uLength: { value: 160 } },
      side: BackSide,
      depthWrite: false,
    });
  }
}

/** Paints one seamless period of the wall's streaks into a texture (see `bakeTexture`). */
export class TunnelStreaksBakeMaterial extends ShaderMaterial {
  constructor() {
    super({ glslVersion: GLSL3, vertexShader: bakeVertexShader, fragmentShader: streaksBakeShader, depthTest: false, depthWrite: false });
  }
}

extend({ TunnelWallMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    tunnelWallMaterial: ThreeElement<typeof TunnelWallMaterial>;
  }
}

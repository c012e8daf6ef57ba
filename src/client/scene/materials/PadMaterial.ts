import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/ground/pad.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/pad.vert.glsl?raw';

interface PadUniforms {
  [name: string]: IUniform;
  uGround: IUniform<Vector3>;
  uFog: IUniform<Vector3>;
  uGrid: IUniform<Vector3>;
  uPadRadius: IUniform<number>;
  uTime: IUniform<number>;
}

/** The landing pad's holographic grid on the flat ground at the centre of the place. */
export class PadMaterial extends ShaderMaterial {
  declare uniforms: PadUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uGround: { value: new Vector3() },
        uFog: { value: new Vector3() },
        uGrid: { value: new Vector3(0.22, 0.88, 1) },
        uPadRadius: { value: 30 },
        uTime: { value: 0 },
      },
      // Painted over the land's hole right after the land: nothing to test depth against.
      depthTest: false,
      depthWrite: false,
    });
  }
}

extend({ PadMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    padMaterial: ThreeElement<typeof PadMaterial>;
  }
}

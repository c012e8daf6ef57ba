import { extend, type ThreeElement } from '@react-three/fiber';
import { BackSide, ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/ground/sky.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/sky.vert.glsl?raw';

interface SkyUniforms {
  [name: string]: IUniform;
  uHorizon: IUniform<Vector3>;
  uZenith: IUniform<Vector3>;
  uSunDir: IUniform<Vector3>;
  uMoonDir: IUniform<Vector3>;
  uMoonColor: IUniform<Vector3>;
}

/** The ground scene's sky dome. */
export class SkyMaterial extends ShaderMaterial {
  declare uniforms: SkyUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uHorizon: { value: new Vector3(0.3, 0.45, 0.6) },
        uZenith: { value: new Vector3(0.01, 0.02, 0.06) },
        uSunDir: { value: new Vector3(-0.62, 0.12, -0.78).normalize() },
        uMoonDir: { value: new Vector3(0.1, 0.36, -0.93).normalize() },
        uMoonColor: { value: new Vector3(0.9, 0.75, 0.6) },
      },
      side: BackSide,
      depthWrite: false,
    });
  }
}

extend({ SkyMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    skyMaterial: ThreeElement<typeof SkyMaterial>;
  }
}

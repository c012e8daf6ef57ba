import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, DoubleSide, ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/common/vertex-color.frag.glsl?raw';
import vertexShader from '../../../../shaders/planet/atmosphere.vert.glsl?raw';

interface AtmosphereUniforms {
  [name: string]: IUniform;
  uColor: IUniform<Vector3>;
  /** How deep the shell looks: the largest -dot(normal, view) seen through it. */
  uThickness: IUniform<number>;
  uLightDir: IUniform<Vector3>;
  /** The camera in the planet's frame (planet radius 1): the band drawn faces it. */
  uCameraLocal: IUniform<Vector3>;
  /** Shell radius relative to the planet. */
  uShell: IUniform<number>;
}

/** The glowing atmosphere shell around a planet, drawn as the band of it that shows (see its vertex shader). */
export class AtmosphereMaterial extends ShaderMaterial {
  declare uniforms: AtmosphereUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uColor: { value: new Vector3(0.35, 0.62, 1) },
        uThickness: { value: 0.42 },
        uLightDir: { value: new Vector3(-0.7, 0.35, 0.6).normalize() },
        uCameraLocal: { value: new Vector3(0, 0, 4) },
        uShell: { value: 1.1 },
      },
      // The band's winding depends on the view; it only ever holds far-side points anyway.
      side: DoubleSide,
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ AtmosphereMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    atmosphereMaterial: ThreeElement<typeof AtmosphereMaterial>;
  }
}

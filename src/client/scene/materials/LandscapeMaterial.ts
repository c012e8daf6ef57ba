import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/common/vertex-color.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/landscape.vert.glsl?raw';

interface LandscapeUniforms {
  [name: string]: IUniform;
  uFog: IUniform<Vector3>;
}

/** The ground scene's land and sky bodies: baked vertex colours, the land fogged from the camera. */
export class LandscapeMaterial extends ShaderMaterial {
  declare uniforms: LandscapeUniforms;

  constructor() {
    // Painted back to front, first of all (see `buildLandscape`): no depth test or write.
    super({ vertexShader, fragmentShader, uniforms: { uFog: { value: new Vector3() } }, depthTest: false, depthWrite: false });
  }
}

extend({ LandscapeMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    landscapeMaterial: ThreeElement<typeof LandscapeMaterial>;
  }
}

import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/ground/structure.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/structure.vert.glsl?raw';

interface StructureUniforms {
  [name: string]: IUniform;
  uSunDir: IUniform<Vector3>;
  uAccent: IUniform<Vector3>;
  uTime: IUniform<number>;
}

/** The settlement's towers, with lit windows and roof beacons. */
export class StructureMaterial extends ShaderMaterial {
  declare uniforms: StructureUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uSunDir: { value: new Vector3(0.5, 0.35, -0.8).normalize() },
        uAccent: { value: new Vector3(1, 0.8, 0.45) },
        uTime: { value: 0 },
      },
    });
  }
}

extend({ StructureMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    structureMaterial: ThreeElement<typeof StructureMaterial>;
  }
}

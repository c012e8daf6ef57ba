import { extend, type ThreeElement } from '@react-three/fiber';
import { ShaderMaterial, Vector3, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/ground/terrain.frag.glsl?raw';
import vertexShader from '../../../../shaders/ground/terrain.vert.glsl?raw';

interface TerrainUniforms {
  [name: string]: IUniform;
  uHeight: IUniform<number>;
  uPadRadius: IUniform<number>;
  uLow: IUniform<Vector3>;
  uHigh: IUniform<Vector3>;
  uPeak: IUniform<Vector3>;
  uFog: IUniform<Vector3>;
  uSunDir: IUniform<Vector3>;
  uGrid: IUniform<Vector3>;
  uTime: IUniform<number>;
}

/** Terrain coloured by height and slope, with the place's holographic landing pad at its centre. */
export class TerrainMaterial extends ShaderMaterial {
  declare uniforms: TerrainUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uHeight: { value: 60 },
        uPadRadius: { value: 34 },
        uLow: { value: new Vector3() },
        uHigh: { value: new Vector3() },
        uPeak: { value: new Vector3() },
        uFog: { value: new Vector3() },
        uSunDir: { value: new Vector3(0.5, 0.35, -0.8).normalize() },
        uGrid: { value: new Vector3(0.22, 0.88, 1) },
        uTime: { value: 0 },
      },
    });
  }
}

extend({ TerrainMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    terrainMaterial: ThreeElement<typeof TerrainMaterial>;
  }
}

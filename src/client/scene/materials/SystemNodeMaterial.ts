import { extend, type ThreeElement } from '@react-three/fiber';
import { AdditiveBlending, ShaderMaterial, type IUniform } from 'three';
import fragmentShader from '../../../../shaders/galaxy/system-node.frag.glsl?raw';
import vertexShader from '../../../../shaders/galaxy/system-node.vert.glsl?raw';

interface SystemNodeUniforms {
  [name: string]: IUniform;
  uTime: IUniform<number>;
  /** Index of the selected, current and hovered systems; -1 for none. */
  uSelected: IUniform<number>;
  uCurrent: IUniform<number>;
  uHovered: IUniform<number>;
  /** The canvas's CSS height, and the widest a star's quad is drawn there (its name sits just below the centre). */
  uViewportHeight: IUniform<number>;
  uMaxQuadPixels: IUniform<number>;
}

/** A quad this wide has a core of about ten pixels' radius: the name, 14 px below the centre, stays clear. */
export const MAX_STAR_QUAD_PIXELS = 72;

/** Glowing system nodes, one quad each; highlights are uniforms, not per-system writes. */
export class SystemNodeMaterial extends ShaderMaterial {
  declare uniforms: SystemNodeUniforms;

  constructor() {
    super({
      vertexShader,
      fragmentShader,
      uniforms: {
        uTime: { value: 0 },
        uSelected: { value: -1 },
        uCurrent: { value: -1 },
        uHovered: { value: -1 },
        uViewportHeight: { value: 800 },
        uMaxQuadPixels: { value: MAX_STAR_QUAD_PIXELS },
      },
      transparent: true,
      depthWrite: false,
      blending: AdditiveBlending,
    });
  }
}

extend({ SystemNodeMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    systemNodeMaterial: ThreeElement<typeof SystemNodeMaterial>;
  }
}

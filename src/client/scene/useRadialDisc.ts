import type { BufferGeometry } from 'three';
import { buildRadialDisc } from './math/radialDisc';
import { useBuiltGeometry } from './useBuiltGeometry';

/**
 * A ringed disc (`math/radialDisc.ts`) as a geometry, freed with the component. `rings` should be a
 * module constant: a new array each render would rebuild it.
 */
export function useRadialDisc(radius: number, rings: readonly number[], segments: number): BufferGeometry {
  return useBuiltGeometry(() => {
    const disc = buildRadialDisc(radius, rings, segments);
    return { attributes: { position: [disc.positions, 3], uv: [disc.uvs, 2] }, indices: disc.indices };
  }, [radius, rings, segments]);
}

import type { BufferGeometry } from 'three';
import { buildRadialDisc } from './math/radialDisc';
import { useBuiltGeometry } from './useBuiltGeometry';

/**
 * The rings of a glow's disc: its falloff is worked out per vertex (`GlowMaterial`), and these keep
 * the interpolated curve within a few percent of it; closer together where it falls fastest. More
 * triangles would cost a software renderer more than they show.
 */
const GLOW_RINGS = [0.15, 0.3, 0.45, 0.6, 0.8, 1];
const GLOW_SEGMENTS = 24;

/** The ringed disc (`math/radialDisc.ts`) a `GlowMaterial` is drawn on, of `radius`, freed with the component. */
export function useGlowDisc(radius: number): BufferGeometry {
  return useBuiltGeometry(() => {
    const disc = buildRadialDisc(radius, GLOW_RINGS, GLOW_SEGMENTS);
    return { attributes: { position: [disc.positions, 3], uv: [disc.uvs, 2] }, indices: disc.indices };
  }, [radius]);
}

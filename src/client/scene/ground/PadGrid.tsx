import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import '../materials/PadGridMaterial';
import type { PadGridMaterial } from '../materials/PadGridMaterial';
import { buildPadGrid } from '../math/padGrid';
import { useBuiltGeometry } from '../useBuiltGeometry';
import { PAD_RADIUS } from './landscape';

/** The grid's lines: every 6 units, their glow fading out 0.24 units either side, cut every 3 for the ripple. */
const LINES = { cell: 6, halfWidth: 0.24, step: 3 };

/**
 * The landing pad's holographic grid, its light added over the pad (part of the landscape) right
 * after the land. Its colours are worked out per vertex, so a pixel of a line costs what a pixel
 * of the land does.
 */
export function PadGrid() {
  const material = useRef<PadGridMaterial>(null);
  const geometry = useBuiltGeometry(() => {
    const lines = buildPadGrid(PAD_RADIUS, LINES);
    return { attributes: { position: [lines.positions, 3], aLine: [lines.line, 1] }, indices: lines.indices };
  }, []);

  useFrame((state) => {
    if (material.current) material.current.uniforms.uTime.value = state.clock.elapsedTime;
  });

  // The strips lie in the xy plane: laid on the ground, facing up.
  return (
    <mesh name="ground-pad-grid" geometry={geometry} rotation={[-Math.PI / 2, 0, 0]} renderOrder={-9}>
      <padGridMaterial ref={material} />
    </mesh>
  );
}

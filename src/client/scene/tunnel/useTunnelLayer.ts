import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { BufferGeometry, ShaderMaterial } from 'three';
import { mergeInstances, type MergeOptions } from '../mergeInstances';

/** The shape one copy of a layer starts from, and what each copy carries of its own. */
export interface LayerCopies {
  base: BufferGeometry;
  options?: MergeOptions;
}

/**
 * A tunnel layer drawn in one call: `count` copies of one shape merged into one geometry (see
 * `mergeInstances`), freed with the layer, and its material's uniforms written from the tunnel's
 * motion every frame (`update`), never through React.
 */
export function useTunnelLayer<M extends ShaderMaterial>(copies: (count: number) => LayerCopies, count: number, update: (material: M) => void) {
  const material = useRef<M>(null);

  const geometry = useMemo(() => {
    const { base, options } = copies(count);
    const merged = mergeInstances(base, count, options);
    base.dispose();
    return merged;
  }, [copies, count]);

  useEffect(() => () => geometry.dispose(), [geometry]);

  useFrame(() => {
    if (material.current) update(material.current);
  });

  return { geometry, material };
}

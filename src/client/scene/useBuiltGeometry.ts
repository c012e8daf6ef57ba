import { useEffect, useMemo, type DependencyList } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';

/** Plain buffers of an indexed mesh: each attribute's array and how many numbers a vertex has. */
export interface BuiltBuffers {
  attributes: Record<string, readonly [Float32Array, number]>;
  indices: Uint16Array | Uint32Array;
}

/** The geometry `build` returns the buffers of, rebuilt when `deps` change and freed with the component. */
export function useBuiltGeometry(build: () => BuiltBuffers, deps: DependencyList): BufferGeometry {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what `build` reads.
  const geometry = useMemo(() => toGeometry(build()), deps);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return geometry;
}

function toGeometry({ attributes, indices }: BuiltBuffers): BufferGeometry {
  const geometry = new BufferGeometry();
  for (const [name, [array, itemSize]] of Object.entries(attributes)) geometry.setAttribute(name, new BufferAttribute(array, itemSize));
  geometry.setIndex(new BufferAttribute(indices, 1));
  geometry.computeBoundingSphere();
  return geometry;
}

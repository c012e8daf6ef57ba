import { BufferAttribute, BufferGeometry, Matrix4 } from 'three';

/** Per-copy data: `itemSize` numbers for each copy, read by every vertex of that copy. */
export interface PerCopyAttribute {
  itemSize: number;
  array: Float32Array;
}

export interface MergeOptions {
  /** Writes copy `i`'s transform into `matrix` (it starts as the identity); positions and normals move with it. */
  matrixAt?: (i: number, matrix: Matrix4) => void;
  attributes?: Record<string, PerCopyAttribute>;
}

/** The name of the per-vertex copy index a merged geometry carries (what `gl_InstanceID` was). */
export const COPY_INDEX_ATTRIBUTE = 'aCopy';

const scratch = new Matrix4();

/**
 * `count` copies of `base` in one plain (non-instanced) geometry, each copy's data repeated on its
 * vertices, with `aCopy` = the copy's index. Still one draw call, but SwiftShader (and other
 * software renderers) run an instanced draw as one whole draw per instance, so 1000 instanced
 * quads cost about as much as 1000 draw calls there; the same quads merged cost one.
 * The base geometry must be indexed; the caller keeps and disposes it.
 */
export function mergeInstances(base: BufferGeometry, count: number, options: MergeOptions = {}): BufferGeometry {
  const index = base.getIndex();
  if (!index) throw new Error('mergeInstances needs an indexed base geometry');
  const vertices = base.getAttribute('position').count;
  const merged = new BufferGeometry();

  for (const [name, attribute] of Object.entries(base.attributes)) {
    const size = attribute.itemSize;
    const out = new Float32Array(vertices * count * size);
    for (let v = 0; v < vertices; v++) for (let k = 0; k < size; k++) out[v * size + k] = attribute.getComponent(v, k);
    for (let i = 1; i < count; i++) out.copyWithin(i * vertices * size, 0, vertices * size);
    merged.setAttribute(name, new BufferAttribute(out, size));
  }

  if (options.matrixAt) {
    const copy = new BufferGeometry();
    for (let i = 0; i < count; i++) {
      options.matrixAt(i, scratch.identity());
      // Transform one copy's slice in place, through a geometry that views it (normals included).
      for (const name of ['position', 'normal']) {
        const attribute = merged.getAttribute(name) as BufferAttribute | undefined;
        if (attribute) copy.setAttribute(name, new BufferAttribute(attribute.array.subarray(i * vertices * 3, (i + 1) * vertices * 3), 3));
      }
      copy.applyMatrix4(scratch);
    }
  }

  const copyIndex = new Float32Array(vertices * count);
  for (let i = 0; i < count; i++) copyIndex.fill(i, i * vertices, (i + 1) * vertices);
  merged.setAttribute(COPY_INDEX_ATTRIBUTE, new BufferAttribute(copyIndex, 1));

  for (const [name, { itemSize, array }] of Object.entries(options.attributes ?? {})) {
    const out = new Float32Array(vertices * count * itemSize);
    for (let i = 0; i < count; i++) {
      for (let v = 0; v < vertices; v++) for (let k = 0; k < itemSize; k++) out[(i * vertices + v) * itemSize + k] = array[i * itemSize + k] as number;
    }
    merged.setAttribute(name, new BufferAttribute(out, itemSize));
  }

  const indices = vertices * count > 65535 ? new Uint32Array(index.count * count) : new Uint16Array(index.count * count);
  for (let i = 0; i < count; i++) for (let j = 0; j < index.count; j++) indices[i * index.count + j] = index.getX(j) + i * vertices;
  merged.setIndex(new BufferAttribute(indices, 1));
  return merged;
}

/** The copy a raycast hit on a merged geometry landed on (by its first vertex). */
export function copyOfVertex(vertex: number, verticesPerCopy: number): number {
  return Math.floor(vertex / verticesPerCopy);
}

import { BoxGeometry, PlaneGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { copyOfVertex, mergeInstances } from './mergeInstances';

describe('mergeInstances', () => {
  it('repeats the base once per copy in one indexed geometry, each copy with its index and data', () => {
    const base = new PlaneGeometry(1, 1);
    const merged = mergeInstances(base, 3, { attributes: { aColor: { itemSize: 3, array: new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1]) } } });
    expect(merged.getAttribute('position').count).toBe(12);
    expect(merged.getIndex()?.count).toBe(18);
    // The third copy's triangles point at its own four vertices.
    expect(Array.from(merged.getIndex()!.array.slice(12))).toEqual(Array.from(base.getIndex()!.array, (v) => v + 8));
    expect(Array.from(merged.getAttribute('aCopy').array)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect([merged.getAttribute('aColor').getY(5), merged.getAttribute('aColor').getZ(11)]).toEqual([1, 1]);
    expect(Array.from(merged.getAttribute('uv').array.slice(8, 16))).toEqual(Array.from(base.getAttribute('uv').array));
  });

  it('moves each copy by its matrix, normals included', () => {
    const merged = mergeInstances(new BoxGeometry(1, 1, 1), 2, {
      matrixAt: (i, matrix) => matrix.makeRotationY(i * Math.PI).setPosition(i * 10, 0, 0),
    });
    const position = merged.getAttribute('position');
    const normal = merged.getAttribute('normal');
    expect(position.getX(0)).toBeCloseTo(0.5);
    expect(position.getX(24)).toBeCloseTo(9.5);
    expect(normal.getX(0)).toBeCloseTo(1);
    expect(normal.getX(24)).toBeCloseTo(-1);
  });

  it('tells which copy a vertex belongs to', () => {
    expect(copyOfVertex(7, 4)).toBe(1);
  });
});

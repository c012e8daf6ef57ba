import { describe, expect, it } from 'vitest';
import { boundsOf, fitToView, halfHeightAt } from './fitToView';

describe('fit to view', () => {
  it('finds the bounds of packed points, or none', () => {
    expect(boundsOf(new Float32Array([0, 0, 10, -5, 4, 8]))).toEqual({ minX: 0, minY: -5, maxX: 10, maxY: 8 });
    expect(boundsOf([])).toBeNull();
  });

  it('frames the systems at 90 % of the tighter screen axis (seed 001 §9)', () => {
    const bounds = { minX: 0, minY: -500, maxX: 500, maxY: 0 };
    const aspect = 1280 / 800;
    const view = fitToView(bounds, aspect, 50, 0.9);
    expect(view.x).toBe(250);
    expect(view.y).toBe(-250);
    // A square galaxy on a wide screen is limited by its height: it spans 90 % of it.
    const visibleHeight = 2 * halfHeightAt(view.distance, 50);
    expect(500 / visibleHeight).toBeCloseTo(0.9, 6);
    // A wide galaxy on a tall screen is limited by its width instead.
    const wide = fitToView({ minX: 0, minY: 0, maxX: 1000, maxY: 100 }, 0.5, 50, 0.9);
    const visibleWidth = 2 * halfHeightAt(wide.distance, 50) * 0.5;
    expect(1000 / visibleWidth).toBeCloseTo(0.9, 6);
  });

  it('frames a lone system as a small area instead of zooming in infinitely', () => {
    const view = fitToView({ minX: 10, minY: 10, maxX: 10, maxY: 10 }, 1, 50, 0.9, 40);
    expect(view.distance).toBeGreaterThan(0);
    expect(Number.isFinite(view.distance)).toBe(true);
    expect((40 / (2 * halfHeightAt(view.distance, 50)))).toBeCloseTo(0.9, 6);
  });
});

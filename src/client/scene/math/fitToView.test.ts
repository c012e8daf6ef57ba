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

  it('keeps the systems clear of the panels: 90 % of the free part, centred in it', () => {
    const bounds = { minX: 0, minY: 0, maxX: 500, maxY: 500 };
    const aspect = 1.6;
    const insets = { left: 0.25, right: 0, top: 0.1, bottom: 0 };
    const view = fitToView(bounds, aspect, 50, 0.9, 40, insets);
    const halfHeight = halfHeightAt(view.distance, 50);
    const halfWidth = halfHeight * aspect;
    // In screen fractions from the left and the top, where the galaxy's edges are drawn.
    const left = (bounds.minX - (view.x - halfWidth)) / (2 * halfWidth);
    const right = (bounds.maxX - (view.x - halfWidth)) / (2 * halfWidth);
    const top = (view.y + halfHeight - bounds.maxY) / (2 * halfHeight);
    const bottom = (view.y + halfHeight - bounds.minY) / (2 * halfHeight);
    expect(left).toBeGreaterThan(0.25);
    expect(top).toBeGreaterThan(0.1);
    expect((left + right) / 2).toBeCloseTo(0.25 + 0.75 / 2, 6);
    expect((top + bottom) / 2).toBeCloseTo(0.1 + 0.9 / 2, 6);
    // The tighter free axis (the height: 0.9 of the screen) is 90 % filled.
    expect(bottom - top).toBeCloseTo(0.9 * 0.9, 6);
  });
});

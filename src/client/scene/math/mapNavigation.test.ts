import { describe, expect, it } from 'vitest';
import { halfHeightAt } from './fitToView';
import { clampCentre, dragPan, keyboardPanStep, wheelZoomFactor, zoomAt } from './mapNavigation';

const view = { x: 100, y: -100, distance: 400 };

describe('map navigation', () => {
  it('zooms 10 % per wheel notch at sensitivity 0.1 (seed 001 §9), both ways', () => {
    expect(wheelZoomFactor(100, 0.1)).toBeCloseTo(1.1);
    expect(wheelZoomFactor(-100, 0.1)).toBeCloseTo(1 / 1.1);
    expect(wheelZoomFactor(0, 0.1)).toBe(1);
  });

  it('keeps the world point under the pointer fixed while zooming', () => {
    const aspect = 1.6;
    const under = (v: typeof view, ndcX: number, ndcY: number) => ({
      x: v.x + ndcX * halfHeightAt(v.distance, 50) * aspect,
      y: v.y + ndcY * halfHeightAt(v.distance, 50),
    });
    const zoomed = zoomAt(view, 0.5, 0.4, -0.3, 50, aspect, 1, 10_000);
    expect(zoomed.distance).toBe(200);
    expect(under(zoomed, 0.4, -0.3).x).toBeCloseTo(under(view, 0.4, -0.3).x, 6);
    expect(under(zoomed, 0.4, -0.3).y).toBeCloseTo(under(view, 0.4, -0.3).y, 6);
  });

  it('stops zooming at the limits', () => {
    expect(zoomAt(view, 100, 0, 0, 50, 1, 50, 800).distance).toBe(800);
    expect(zoomAt(view, 0.001, 0, 0, 50, 1, 50, 800).distance).toBe(50);
  });

  it('drags like a grab: the map follows the pointer', () => {
    const moved = dragPan(view, 80, 40, 800, 50);
    const worldPerPixel = (2 * halfHeightAt(400, 50)) / 800;
    expect(moved.x).toBeCloseTo(100 - 80 * worldPerPixel);
    expect(moved.y).toBeCloseTo(-100 + 40 * worldPerPixel);
    expect(moved.distance).toBe(400);
  });

  it('pans by keyboard at pan speed 2: a full screen height per second, at any zoom', () => {
    expect(keyboardPanStep(400, 2, 1, 50)).toBeCloseTo(2 * halfHeightAt(400, 50));
    expect(keyboardPanStep(100, 2, 0.5, 50)).toBeCloseTo(halfHeightAt(100, 50));
  });

  it('keeps the centre near the galaxy', () => {
    const bounds = { minX: 0, minY: -500, maxX: 500, maxY: 0 };
    expect(clampCentre({ x: 9000, y: 9000, distance: 1 }, bounds, 50)).toEqual({ x: 550, y: 50, distance: 1 });
  });
});

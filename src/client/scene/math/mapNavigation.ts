import { halfHeightAt, type Bounds, type MapView } from './fitToView';

/** How far the galaxy camera may zoom, relative to the fitted distance. */
export const ZOOM_LIMITS = { closest: 0.06, farthest: 2.5 } as const;

/** The zoom factor of one wheel event: 100 px of wheel (one notch) changes the distance by `sensitivity`. */
export function wheelZoomFactor(deltaY: number, sensitivity: number): number {
  return Math.pow(1 + sensitivity, deltaY / 100);
}

/**
 * Zooms by `factor` (> 1 moves away) keeping the world point under the pointer where it is.
 * `ndcX`, `ndcY` are the pointer in normalised device coordinates (-1..1, y up).
 */
export function zoomAt(view: MapView, factor: number, ndcX: number, ndcY: number, fovDeg: number, aspect: number, minDistance: number, maxDistance: number): MapView {
  const distance = Math.min(maxDistance, Math.max(minDistance, view.distance * factor));
  const before = halfHeightAt(view.distance, fovDeg);
  const after = halfHeightAt(distance, fovDeg);
  // The pointer's world point before the zoom, then the centre that puts it back under the pointer.
  const worldX = view.x + ndcX * before * aspect;
  const worldY = view.y + ndcY * before;
  return { x: worldX - ndcX * after * aspect, y: worldY - ndcY * after, distance };
}

/** The view moved so the map follows a pointer drag of (dx, dy) CSS pixels: a grab. */
export function dragPan(view: MapView, dxPx: number, dyPx: number, viewportHeightPx: number, fovDeg: number): MapView {
  const worldPerPixel = (2 * halfHeightAt(view.distance, fovDeg)) / Math.max(1, viewportHeightPx);
  return { x: view.x - dxPx * worldPerPixel, y: view.y + dyPx * worldPerPixel, distance: view.distance };
}

/**
 * How far one frame of keyboard panning moves the view: `panSpeed` half screen heights per
 * second (seed 001 §9: 2), so it feels the same at every zoom. A number, so frames allocate nothing.
 */
export function keyboardPanStep(distance: number, panSpeed: number, seconds: number, fovDeg: number): number {
  return panSpeed * halfHeightAt(distance, fovDeg) * seconds;
}

/** Keeps the view centre within the galaxy plus a margin, so the systems can't be lost off-screen. */
export function clampCentre(view: MapView, bounds: Bounds, margin: number): MapView {
  return {
    x: Math.min(bounds.maxX + margin, Math.max(bounds.minX - margin, view.x)),
    y: Math.min(bounds.maxY + margin, Math.max(bounds.minY - margin, view.y)),
    distance: view.distance,
  };
}

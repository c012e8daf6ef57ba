/** A system's position on the galaxy's x/y plane (0–100 each, y growing "down" the map). */
export interface PlanePoint {
  x: number;
  y: number;
}

/**
 * World position of a plane point: x/y times the spread factor (seed 001 §9). The map's y grows
 * downwards like a screen, world y grows upwards, so y is negated to keep the map's north up.
 */
export function projectPoint(point: PlanePoint, spread: number): [number, number] {
  return [point.x * spread, -point.y * spread];
}

/** World x, y of every point, packed in one array (x0, y0, x1, y1, …) for instancing. */
export function projectPoints(points: readonly PlanePoint[], spread: number): Float32Array {
  const out = new Float32Array(points.length * 2);
  points.forEach((point, i) => {
    out[i * 2] = point.x * spread;
    out[i * 2 + 1] = -point.y * spread;
  });
  return out;
}

/** Plane position of a world point: the inverse of `projectPoint`. */
export function unprojectPoint(worldX: number, worldY: number, spread: number): PlanePoint {
  return { x: worldX / spread, y: -worldY / spread };
}

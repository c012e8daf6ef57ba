/**
 * Value noise at (x, y): the four lattice values around the point (`at(gx, gy)` on whole
 * coordinates), blended with smoothstep weights so the surface has no creases at cell edges.
 */
export function latticeNoise(at: (gx: number, gy: number) => number, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
  const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
  return top + (bottom - top) * sy;
}

/** Systems' names show on zoom only on maps up to this size; bigger ones name systems on hover. */
export const MAX_ZOOM_LABELS = 300;
/** Names show once systems stand at least this far apart on screen (CSS pixels), so they don't pile up. */
export const LABEL_SPACING_PX = 72;

/**
 * The typical gap between neighbouring systems, in world units: the median of each system's
 * distance to its nearest neighbour (x, y pairs). 0 for fewer than two systems.
 */
export function typicalSpacing(positions: ArrayLike<number>): number {
  const count = Math.floor(positions.length / 2);
  if (count < 2) return 0;
  const nearest: number[] = [];
  for (let i = 0; i < count; i++) {
    let best = Infinity;
    for (let j = 0; j < count; j++) {
      if (i === j) continue;
      const d = Math.hypot((positions[i * 2] as number) - (positions[j * 2] as number), (positions[i * 2 + 1] as number) - (positions[j * 2 + 1] as number));
      if (d < best) best = d;
    }
    nearest.push(best);
  }
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(count / 2)] as number;
}

/** CSS pixels per world unit on the z = 0 plane, for a camera `distance` above it. */
export function pixelsPerUnit(distance: number, fovDegrees: number, viewportHeightPx: number): number {
  if (distance <= 0) return Infinity;
  return viewportHeightPx / (2 * distance * Math.tan((fovDegrees * Math.PI) / 360));
}

/** Whether every system's name shows: zoomed in far enough that typical neighbours stand apart. */
export function showsAllNames(spacingWorld: number, distance: number, fovDegrees: number, viewportHeightPx: number): boolean {
  return spacingWorld > 0 && spacingWorld * pixelsPerUnit(distance, fovDegrees, viewportHeightPx) >= LABEL_SPACING_PX;
}

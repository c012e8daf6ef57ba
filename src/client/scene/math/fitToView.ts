/** An axis-aligned rectangle in world units. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Where the top-down galaxy camera looks from: the world point under the screen centre and its height. */
export interface MapView {
  x: number;
  y: number;
  distance: number;
}

/** Bounds of packed x, y pairs; null when there are none. */
export function boundsOf(packed: Float32Array | readonly number[]): Bounds | null {
  if (packed.length < 2) return null;
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i + 1 < packed.length; i += 2) {
    const x = packed[i] as number;
    const y = packed[i + 1] as number;
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y);
  }
  return bounds;
}

/** Half the visible world height on the map plane at `distance` for a vertical fov in degrees. */
export function halfHeightAt(distance: number, fovDeg: number): number {
  return distance * Math.tan((fovDeg * Math.PI) / 360);
}

/** Parts of the screen covered by panels (fractions of its width and height), which the fit keeps clear. */
export interface ScreenInsets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const NO_INSETS: ScreenInsets = { left: 0, right: 0, top: 0, bottom: 0 };

/**
 * The view that frames `bounds` so they fill `fill` (seed 001 §9: 90 %) of the screen along the
 * tighter axis, or of the part `insets` leave free (the HUD's panels), centred in it. A lone
 * system (zero extent) is framed as if it were `minExtent` wide.
 */
export function fitToView(bounds: Bounds, aspect: number, fovDeg: number, fill: number, minExtent = 40, insets: ScreenInsets = NO_INSETS): MapView {
  const width = Math.max(bounds.maxX - bounds.minX, minExtent);
  const height = Math.max(bounds.maxY - bounds.minY, minExtent);
  const freeWidth = Math.max(0.2, 1 - insets.left - insets.right);
  const freeHeight = Math.max(0.2, 1 - insets.top - insets.bottom);
  const tan = Math.tan((fovDeg * Math.PI) / 360);
  const forHeight = height / 2 / (tan * freeHeight);
  const forWidth = width / 2 / (tan * aspect * freeWidth);
  const distance = Math.max(forHeight, forWidth) / fill;
  // The free area's centre sits off the screen's by (left − right) and (bottom − top) in device
  // coordinates: the camera moves the other way so the systems land in the free area's middle.
  return {
    x: (bounds.minX + bounds.maxX) / 2 - (insets.left - insets.right) * tan * aspect * distance,
    y: (bounds.minY + bounds.maxY) / 2 - (insets.bottom - insets.top) * tan * distance,
    distance,
  };
}

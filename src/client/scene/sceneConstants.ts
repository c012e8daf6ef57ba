/** Scene tunables with their defaults; the spec's numbers come from seed 001 §9. */
export interface SceneTuning {
  /** Galaxy map: world units per x/y unit of the 100 × 100 plane (§9: spread factor 5). */
  spreadFactor: number;
  /** Galaxy map background stars, drawn in one call (§9: 1000). */
  starCount: number;
  /** Keyboard pan speed, in half screen heights per second (§9: pan speed 2). */
  panSpeed: number;
  /** Zoom change per wheel notch or key press (§9: zoom sensitivity 0.1). */
  zoomSensitivity: number;
  /** Share of the screen "fit" gives the systems (§9: fit scale 90 percent). */
  fitScale: number;
  /** Whole hyperspace sequence, enter to exit (§9: 4000 ms). */
  tunnelDurationMs: number;
  /** Streak stars in the tunnel, one draw call (§9: 150). */
  tunnelStars: number;
  /** Rings flying past in the tunnel (§9: 8). */
  tunnelRings: number;
  /** Bloom on the high quality tier. */
  bloom: boolean;
  bloomIntensity: number;
  /** Bloom buffers relative to the canvas: lower is cheaper. */
  bloomResolutionScale: number;
}

export const SCENE_DEFAULTS: Readonly<SceneTuning> = Object.freeze({
  spreadFactor: 5,
  starCount: 1000,
  panSpeed: 2,
  zoomSensitivity: 0.1,
  fitScale: 0.9,
  tunnelDurationMs: 4000,
  tunnelStars: 150,
  tunnelRings: 8,
  bloom: true,
  bloomIntensity: 1.1,
  bloomResolutionScale: 0.25,
});

/** Vertical field of view of the one scene camera, in degrees. */
export const CAMERA_FOV = 50;

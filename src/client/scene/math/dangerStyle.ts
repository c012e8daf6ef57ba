/** Colour stops from safe (1) to deadly (10): teal, cyan, amber, orange, crimson. */
const STOPS: ReadonlyArray<readonly [number, readonly [number, number, number]]> = [
  [1, [0.18, 0.95, 0.76]],
  [3, [0.22, 0.82, 1.0]],
  [5, [1.0, 0.78, 0.38]],
  [7, [1.0, 0.5, 0.22]],
  [10, [1.0, 0.26, 0.4]],
];

function clampLevel(level: number): number {
  return Math.min(10, Math.max(1, Number.isFinite(level) ? level : 1));
}

/** A system's node colour (linear r, g, b in 0..1) by danger level 1–10, blended between stops. */
export function dangerColor(level: number): [number, number, number] {
  const l = clampLevel(level);
  for (let i = 1; i < STOPS.length; i++) {
    const [hiLevel, hi] = STOPS[i] as (typeof STOPS)[number];
    const [loLevel, lo] = STOPS[i - 1] as (typeof STOPS)[number];
    if (l <= hiLevel) {
      const t = (l - loLevel) / (hiLevel - loLevel);
      return [lo[0] + (hi[0] - lo[0]) * t, lo[1] + (hi[1] - lo[1]) * t, lo[2] + (hi[2] - lo[2]) * t];
    }
  }
  const last = STOPS[STOPS.length - 1] as (typeof STOPS)[number];
  return [...last[1]];
}

/**
 * A system node's size in world units by danger: dangerous systems loom larger, so a pilot
 * reads risk at a glance. Scaled with the spread so the map keeps its proportions.
 */
export function dangerSize(level: number, spread: number): number {
  return (1.5 + clampLevel(level) * 0.13) * spread * 0.45;
}

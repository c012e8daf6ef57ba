/** Where a hyperspace jump is: entering, cruising or leaving the tunnel (idle outside one). */
export type HyperspacePhase = 'idle' | 'enter' | 'cruise' | 'exit';

/** Lengths of the phases of one sequence, in ms. */
export interface HyperspaceSegments {
  enterMs: number;
  cruiseMs: number;
  exitMs: number;
}

/** What the tunnel draws at one instant; written into a caller-owned object, so frames allocate nothing. */
export interface HyperspaceSample {
  /** Forward speed, 0 (still) to 1 (full cruise). */
  speed: number;
  /** How far stars stretch into streaks, 0 (points) to 1. */
  stretch: number;
  /** Ring and tunnel-wall visibility, 0 to 1. */
  glow: number;
  /** White-out at the jump and at the drop back to normal space, 0 to 1. */
  flash: number;
  /** Progress through the current phase, 0 to 1. */
  progress: number;
  /** True once the current phase has played out. */
  phaseDone: boolean;
}

/**
 * Splits a sequence of `durationMs` (seed 001 §9: 4000 ms) into enter, cruise and exit:
 * enter and exit take 30 % and 25 % each, at most 1.2 s and 1 s, so long journeys cruise.
 */
export function hyperspaceSegments(durationMs: number): HyperspaceSegments {
  const total = Math.max(0, durationMs);
  const enterMs = Math.min(1200, total * 0.3);
  const exitMs = Math.min(1000, total * 0.25);
  return { enterMs, exitMs, cruiseMs: Math.max(0, total - enterMs - exitMs) };
}

/** The phase after `phase` in a sequence; 'idle' once the exit has played. */
export function nextHyperspacePhase(phase: HyperspacePhase): HyperspacePhase {
  if (phase === 'enter') return 'cruise';
  if (phase === 'cruise') return 'exit';
  return 'idle';
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * Samples the animation `elapsedMs` into `phase`. A cruise that is not `timed` (a journey the
 * Travel feature ends) never completes on its own.
 */
export function sampleHyperspace(
  phase: HyperspacePhase,
  elapsedMs: number,
  segments: HyperspaceSegments,
  timed: boolean,
  out: HyperspaceSample,
): HyperspaceSample {
  const ratio = (ms: number) => (ms <= 0 ? 1 : Math.min(1, Math.max(0, elapsedMs / ms)));
  if (phase === 'enter') {
    const t = ratio(segments.enterMs);
    out.progress = t;
    out.speed = t * t; // accelerate: slow at first, then the jump
    out.stretch = smooth(t);
    out.glow = smooth(t);
    out.flash = Math.max(0, 1 - Math.abs(t - 0.85) / 0.15) * 0.8;
    out.phaseDone = t >= 1;
  } else if (phase === 'cruise') {
    const t = timed ? ratio(segments.cruiseMs) : 0;
    out.progress = t;
    out.speed = 1;
    out.stretch = 1;
    out.glow = 1;
    out.flash = 0;
    out.phaseDone = timed && t >= 1;
  } else if (phase === 'exit') {
    const t = ratio(segments.exitMs);
    const s = smooth(t);
    out.progress = t;
    out.speed = 1 - s;
    out.stretch = 1 - s;
    out.glow = 1 - s;
    out.flash = Math.max(0, 1 - Math.abs(t - 0.7) / 0.3);
    out.phaseDone = t >= 1;
  } else {
    out.progress = 0;
    out.speed = 0;
    out.stretch = 0;
    out.glow = 0;
    out.flash = 0;
    out.phaseDone = false;
  }
  return out;
}

/** A fresh sample object to reuse across frames. */
export function createHyperspaceSample(): HyperspaceSample {
  return { speed: 0, stretch: 0, glow: 0, flash: 0, progress: 0, phaseDone: false };
}

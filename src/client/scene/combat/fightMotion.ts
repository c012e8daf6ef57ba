/**
 * The fight's animation curves, pure so they can be tested and so the frame loop only evaluates
 * numbers (no objects made per frame).
 */

/** How long a hit's flash lasts, in seconds. */
export const FLASH_SECONDS = 0.45;
/** How long a floating damage number stays up, in seconds. */
export const FLOAT_SECONDS = 1.4;
/** How high a floating number rises over its life, in stage units. */
export const FLOAT_RISE = 3;
/** A fallen fighter lies this far back (radians). */
export const FALLEN_ANGLE = -Math.PI / 2;

/** Brightness of a hit flash `age` seconds after the hit: 1 at once, gone after FLASH_SECONDS. */
export function flashLevel(age: number): number {
  if (age < 0 || age >= FLASH_SECONDS) return 0;
  const t = 1 - age / FLASH_SECONDS;
  return t * t;
}

/** Height a floating number has risen `age` seconds after it appeared (eases out). */
export function floatRise(age: number): number {
  const t = Math.min(1, Math.max(0, age / FLOAT_SECONDS));
  return FLOAT_RISE * (1 - (1 - t) * (1 - t));
}

/** Opacity of a floating number: full, then fading over the last 40 % of its life; 0 when done. */
export function floatOpacity(age: number): number {
  if (age < 0 || age >= FLOAT_SECONDS) return 0;
  const fadeFrom = FLOAT_SECONDS * 0.6;
  return age <= fadeFrom ? 1 : 1 - (age - fadeFrom) / (FLOAT_SECONDS - fadeFrom);
}

/**
 * A fighter's lean after `dt` seconds, easing toward lying back when down and upright otherwise;
 * frame-rate independent.
 */
export function leanToward(current: number, down: boolean, dt: number): number {
  const target = down ? FALLEN_ANGLE : 0;
  const k = 1 - Math.exp(-dt * 4);
  return current + (target - current) * k;
}

/** A fighter's idle sway (a breathing bob), so the stage is never frozen. */
export function idleBob(time: number, phase: number): number {
  return Math.sin(time * 2.1 + phase) * 0.08;
}

/**
 * Entertainment (issue 37): performing in a social place, watching, the buff an audience takes
 * home and the experience both sides earn. Pure: the server enforces these, the client shows them.
 */

/** What a performer can do on stage. */
export const PERFORMANCE_KINDS = ['dance', 'music'] as const;
export type PerformanceKind = (typeof PERFORMANCE_KINDS)[number];

/** The places a crowd gathers in: where a performance may start and be watched. */
export const SOCIAL_PLACE_TYPES: readonly string[] = ['cantina'];

/** The professions whose learned skills let a character perform (content keys). */
export const PERFORMER_PROFESSIONS: readonly string[] = ['entertainer', 'dancer', 'musician', 'image_designer'];

/** The most watchers one performance holds: it bounds the experience a performer earns a minute. */
export const MAX_AUDIENCE = 20;
/** Entertainment experience a performer earns for each watcher for each minute watched. */
export const ENTERTAINMENT_XP_PER_WATCHER_MINUTE = 5;
/** Social experience a watcher earns for each minute watched. */
export const SOCIAL_XP_PER_MINUTE = 3;
/** The most minutes one watch pays experience for (both sides): leaving a character parked earns no more. */
export const MAX_PAID_MINUTES_PER_WATCH = 30;
/** How long the buff lasts after the last minute watched. */
export const BUFF_MINUTES = 10;
/** The buff of a performer with no `performance` bonus: +10 % experience, HAM regenerates twice as fast. */
export const BASE_EXPERIENCE_BONUS_PERCENT = 10;
export const BASE_REGENERATION_MULTIPLIER = 2;
/** A tip's bounds, in credits. */
export const MIN_TIP = 1;
export const MAX_TIP = 100_000;

const MINUTE = 60_000;

/** Whether a place of this type is a social place (performances happen there). */
export function isSocialPlace(placeType: string): boolean {
  return SOCIAL_PLACE_TYPES.includes(placeType);
}

export interface BuffStrength {
  experienceBonusPercent: number;
  regenerationMultiplier: number;
}

/** The buff a performance gives, stronger by the performer's `performance` modifier (a fraction, 0.2 is +20 %). */
export function buffOf(performance: number): BuffStrength {
  const factor = 1 + Math.max(0, performance);
  return {
    experienceBonusPercent: Math.round(BASE_EXPERIENCE_BONUS_PERCENT * factor),
    regenerationMultiplier: Math.round(BASE_REGENERATION_MULTIPLIER * factor * 100) / 100,
  };
}

/** When a buff refreshed at `now` runs out. */
export function buffExpiry(now: Date): Date {
  return new Date(now.getTime() + BUFF_MINUTES * MINUTE);
}

/** Experience of `amount` with a buff of `bonusPercent` (whole points; the grant's SQL computes the same). */
export function buffedExperience(amount: number, bonusPercent: number): number {
  const whole = Math.floor(amount);
  return whole + Math.floor((whole * Math.max(0, bonusPercent)) / 100);
}

/** The whole minutes a watch may still pay for since `settledAt`, within its bound. */
export function payableMinutes(settledAt: Date, now: Date, paidSoFar: number): number {
  const elapsed = Math.floor((now.getTime() - settledAt.getTime()) / MINUTE);
  return Math.max(0, Math.min(elapsed, MAX_PAID_MINUTES_PER_WATCH - paidSoFar));
}

/** What `minutes` of one watcher's watching earn: the performer's entertainment, the watcher's social experience. */
export function watchExperience(minutes: number): { performer: number; watcher: number } {
  const paid = Math.max(0, Math.floor(minutes));
  return { performer: paid * ENTERTAINMENT_XP_PER_WATCHER_MINUTE, watcher: paid * SOCIAL_XP_PER_MINUTE };
}

/** The buff in a player's words: "+10% experience, HAM regenerates 2× faster". */
export function buffText(buff: BuffStrength): string {
  return `+${buff.experienceBonusPercent}% experience, HAM regenerates ${buff.regenerationMultiplier}× faster`;
}

import { test } from '@playwright/test';

/**
 * The TRAVEL_TIME_SCALE of each half's server (playwright.config.ts). The first half holds the
 * specs that watch a journey drawn by SwiftShader (the tunnel needs seconds to show on the CPU):
 * journeys last 0.4 of what they last in play, a light-year 1.2 s in the starter ship. The second
 * half's specs fly with graphics Off and only wait for the arrival: 0.15, a neighbouring jump in
 * about 9 s.
 */
export const TRAVEL_TIME_SCALE_OF_HALF = { 'first-half': 0.4, 'second-half': 0.15 } as const;

export type Half = keyof typeof TRAVEL_TIME_SCALE_OF_HALF;

/**
 * The time scale of the server the running spec tests: a real-time estimate read in a test is
 * divided by it to give what a player at the default settings is told.
 */
export function e2eTravelTimeScale(): number {
  const scale = (test.info().project.metadata as { travelTimeScale?: number }).travelTimeScale;
  if (!scale) throw new Error('the project names no travelTimeScale (playwright.config.ts)');
  return scale;
}

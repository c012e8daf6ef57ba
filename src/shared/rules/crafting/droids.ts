import { SPAWNS_PER_DISTRICT, type ResourceSpawn } from './resourceSpawns';
import { surveyReach } from './survey';

/** A survey droid carried finds this many more deposits: one, two when crafted at half quality or better. */
export function surveyDroidReach(quality: number): number {
  return quality >= 0.5 ? 2 : 1;
}

/** The deposits a survey finds with the best carried survey droid's extra reach (0 without one): the richest, at most all. */
export function surveyedWithDroid(spawns: readonly ResourceSpawn[], bonus: number, droidReach: number): ResourceSpawn[] {
  const reach = Math.min(SPAWNS_PER_DISTRICT, surveyReach(bonus) + Math.max(0, droidReach));
  return [...spawns].sort((a, b) => b.concentration - a.concentration).slice(0, reach);
}

/** The extra reach a carried item's meta data gives the survey (0 unless it is a survey droid). */
export function droidReachOfMeta(meta: Readonly<Record<string, unknown>>): number {
  return meta.droid === 'survey' && typeof meta.droid_reach === 'number' ? meta.droid_reach : 0;
}

import { SPAWNS_PER_DISTRICT, type ResourceSpawn } from './resourceSpawns';

/** A survey without skill finds the two richest deposits where the character stands. */
export const BASE_SURVEY_REACH = 2;

/** How many of a district's deposits a survey finds: two, one more for every 10 % of `survey_reach` bonus, at most all. */
export function surveyReach(bonus: number): number {
  return Math.min(SPAWNS_PER_DISTRICT, BASE_SURVEY_REACH + Math.floor(Math.max(0, bonus) * 10 + 1e-9));
}

/** The deposits a survey finds: the richest, as far as the reach goes. */
export function surveyed(spawns: readonly ResourceSpawn[], bonus: number): ResourceSpawn[] {
  return [...spawns].sort((a, b) => b.concentration - a.concentration).slice(0, surveyReach(bonus));
}

/**
 * Units one harvest of a deposit gives: a tenth of its concentration (1–10), more with the
 * `survey_reach` bonus (a surveyor knows where to dig). One harvest per deposit per character.
 */
export function harvestYield(concentration: number, bonus: number): number {
  return Math.max(1, Math.round((concentration / 10) * (1 + Math.max(0, bonus))));
}

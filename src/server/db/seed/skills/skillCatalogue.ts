import { civilianProfessions } from './civilianProfessions';
import { combatProfessions } from './combatProfessions';
import type { ProfessionSpec } from './professionSpec';
import { professionContent, type ProfessionContent } from './skillContent';
import { spacefaringProfessions } from './spacefaringProfessions';

/**
 * The version of the skills content. Bump it whenever the tables change: the seed step of a new
 * version runs once on every existing database and updates the rows in place (by their keys).
 */
export const SKILL_CONTENT_VERSION = 4;

/** Every profession in the order the screens list them: the spacefaring ones, then SWG's, the Force last. */
export const professionSpecs: readonly ProfessionSpec[] = [
  ...spacefaringProfessions.filter((spec) => spec.category !== 'force'),
  ...combatProfessions,
  ...civilianProfessions,
  ...spacefaringProfessions.filter((spec) => spec.category === 'force'),
];

/** The whole skills content, expanded. */
export function skillCatalogue(): ProfessionContent[] {
  return professionSpecs.map((spec, i) => professionContent(spec, i + 1));
}

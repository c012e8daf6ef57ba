/** The five tiers of a profession's skills, cheapest first (seed 001 §9). */
export const SKILL_TIERS = ['novice', 'basic', 'intermediate', 'advanced', 'master'] as const;
export type SkillTier = (typeof SKILL_TIERS)[number];

/** Base points of each tier before the profession factor: novice 1 … master 5 (seed 001 §9). */
export function tierBasePoints(tier: SkillTier): number {
  return SKILL_TIERS.indexOf(tier) + 1;
}

/** Profession categories (seed 001 §3). */
export const PROFESSION_CATEGORIES = ['combat', 'crafting', 'social', 'force', 'hybrid'] as const;
export type ProfessionCategory = (typeof PROFESSION_CATEGORIES)[number];

/** Profession cost factors named by the spec (seed 001 §9); every other profession is 1. */
const PROFESSION_FACTORS: Readonly<Record<string, number>> = {
  Jedi: 2,
  Sith: 2,
  'Bounty Hunter': 1.5,
  'Combat Medic': 1.3,
  'Bio-Engineer': 1.2,
  Shipwright: 1.2,
  'Droid Engineer': 1.2,
  Marksman: 1.1,
  Commando: 1.1,
  'Squad Leader': 1.1,
  Doctor: 1.1,
  Ranger: 1.1,
  Artisan: 0.8,
  Medic: 0.8,
  Brawler: 0.8,
  Scout: 0.8,
};

/** The cost factor of a profession by name: the spec's table, else 1. */
export function professionFactor(professionName: string): number {
  return PROFESSION_FACTORS[professionName] ?? 1;
}

/**
 * Skill points a skill of `tier` costs in a profession with `factor`: the tier's base points
 * times the factor, rounded up (seed 001 §9). Computed in hundredths, so 5 × 1.2 is 6 and not
 * 6.000000000000001 rounded up to 7.
 */
export function skillPointCost(tier: SkillTier, factor: number): number {
  return Math.ceil((tierBasePoints(tier) * Math.round(factor * 100)) / 100 - 1e-9);
}

/** Skills in one tree (novice → basic → intermediate → advanced), as GAME_RULES says. */
export const SKILLS_PER_TREE = 4;
/** Trees in a profession. */
export const TREES_PER_PROFESSION = 4;

/**
 * The spec's estimate of what mastering a profession costs: it "assumes 5 skills per tree"
 * (one of each tier) for each of the four trees (seed 001 §9).
 */
export function estimatedProfessionCost(factor: number): number {
  return TREES_PER_PROFESSION * SKILL_TIERS.reduce((sum, tier) => sum + skillPointCost(tier, factor), 0);
}

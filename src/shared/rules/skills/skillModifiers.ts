/**
 * The modifiers skills carry (seed 001 §3 `{name, value, operation}`) that the game applies.
 * Values are percentages: `add` adds percentage points, `multiply` scales the running factor.
 * Every domain asks one place on the server for a character's effective modifiers.
 */
export const SKILL_MODIFIER_NAMES = [
  /** Buys cost this much less (a saving), sales earn this much more on their profit. */
  'trade_price_bonus',
  /** Journeys burn this much less fuel (and the market's route estimates stretch fuel as far). */
  'fuel_efficiency',
  /** Journeys take this much less time. */
  'travel_speed',
  /** Combat: damage dealt. */
  'combat_damage',
  /** Combat: damage taken comes down by this much. */
  'combat_defense',
  /** Medical: healing done. */
  'healing',
  /** Combat: points added to the chance to hit, as a percentage of the base. */
  'combat_accuracy',
  /** Combat: abilities cost this much less of their pool. */
  'combat_speed',
  /** Leadership: party-mates fighting beside the leader deal this much more damage. */
  'squad_bonus',
  /** The Force: Force abilities strike this much harder. */
  'force_power',
  /** Entertainment: the buff an audience takes from a performance is this much stronger. */
  'performance',
  /** Scouting: exploring (first visits, surveys) earns this much more. */
  'exploration',
  /** Investigation: bounties pay this much more. */
  'bounty_reward',
  /** Crafting: assembly raises the item's quality by this much of its resources'. */
  'crafting_assembly',
  /** Crafting: one more experimentation point per 5 %. */
  'crafting_experimentation',
  /** Surveying: a survey finds one more deposit per 10 %, and harvests yield this much more. */
  'survey_reach',
] as const;
export type SkillModifierName = (typeof SKILL_MODIFIER_NAMES)[number];

export const MODIFIER_OPERATIONS = ['add', 'multiply'] as const;
export type ModifierOperation = (typeof MODIFIER_OPERATIONS)[number];

export interface SkillModifier {
  name: SkillModifierName;
  value: number;
  operation: ModifierOperation;
}

/** The most any modifier can reach, as a fraction, however many skills stack (so no act becomes free). */
export const MODIFIER_CAP = 0.5;

/**
 * The effective bonus of each modifier as a fraction (0.05 is 5 %): the `add` values summed as
 * percentage points, then scaled by each `multiply` value (1.1 is ×1.1), capped at MODIFIER_CAP.
 * A modifier no skill carries is 0.
 */
export function effectiveModifiers(modifiers: readonly SkillModifier[]): Record<SkillModifierName, number> {
  const result = Object.fromEntries(SKILL_MODIFIER_NAMES.map((name) => [name, 0])) as Record<SkillModifierName, number>;
  for (const name of SKILL_MODIFIER_NAMES) {
    const mine = modifiers.filter((modifier) => modifier.name === name);
    const added = mine.filter((m) => m.operation === 'add').reduce((sum, m) => sum + m.value, 0) / 100;
    const scaled = mine.filter((m) => m.operation === 'multiply').reduce((factor, m) => factor * m.value, added);
    result[name] = Math.min(MODIFIER_CAP, Math.max(0, Math.round(scaled * 10_000) / 10_000));
  }
  return result;
}

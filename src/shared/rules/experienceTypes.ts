/** Seed 001 §3 experience types, plus trading (GAME_RULES: trading xp is earned from profit). */
export const EXPERIENCE_TYPES = [
  'combat', 'rifle', 'pistol', 'melee', 'brawling', 'carbine', 'explosives', 'leadership', 'crafting',
  'weapon_crafting', 'armor_crafting', 'structure_crafting', 'medical', 'entertainment', 'scouting',
  'investigation', 'social', 'pilot', 'force', 'trading',
] as const;

export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

/** Item and upgrade rarities, rarest first. */
export const RARITIES = ['legendary', 'epic', 'rare', 'uncommon', 'common', 'poor'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Seed 000 §9: legendary 5, epic 4, rare 3, uncommon 2, common 1, poor 0. */
export function rarityRank(rarity: Rarity): number {
  return RARITIES.length - 1 - RARITIES.indexOf(rarity);
}

/** The colour a rarity is shown in (the usual loot colours: orange, purple, blue, green, white, grey). */
export const RARITY_COLORS: Record<Rarity, string> = {
  legendary: '#ff9f43',
  epic: '#b37bff',
  rare: '#4da3ff',
  uncommon: '#4cf2a1',
  common: '#e3f1ff',
  poor: '#8e9aab',
};

import { describe, expect, it } from 'vitest';
import { RARITIES, RARITY_COLORS, rarityRank } from './rarity';

describe('rarityRank', () => {
  it('ranks legendary 5 down to poor 0', () => {
    expect(RARITIES.map(rarityRank)).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('gives every rarity a colour of its own', () => {
    expect(new Set(RARITIES.map((r) => RARITY_COLORS[r])).size).toBe(RARITIES.length);
  });
});

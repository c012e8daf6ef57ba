import { describe, expect, it } from 'vitest';
import { createRandom } from '../seededRandom';
import { RANDOM_EVENT_KINDS } from './jumpEvents';
import { applyEventEffect, buildRandomEvent, fightWinChance } from './randomEventCatalog';

const context = (seed = 'x') => ({ systemName: 'Vega', dangerLevel: 5, shipDamage: 2, random: createRandom(seed) });

describe('random event catalogue', () => {
  it('gives every event a description and at least two options with distinct ids', () => {
    for (const kind of RANDOM_EVENT_KINDS) {
      const event = buildRandomEvent(kind, context());
      expect(event.description.length).toBeGreaterThan(10);
      expect(event.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(event.options.map((o) => o.id)).size).toBe(event.options.length);
    }
  });

  it('prices the pirates’ toll by danger and names it in the text', () => {
    const event = buildRandomEvent('pirates', context());
    expect(event.description).toContain('550 cr');
    expect(event.options.find((o) => o.id === 'pay')?.effect.credits).toBe(-550);
  });

  it('settles a fight by the seeded dice: a bounty or heavy damage', () => {
    const outcomes = new Set(
      Array.from({ length: 40 }, (_, i) => buildRandomEvent('pirates', context(`fight${i}`)).options.find((o) => o.id === 'fight')?.effect.credits),
    );
    expect(outcomes).toEqual(new Set([600, 0]));
    expect(fightWinChance(20, 1)).toBe(0.9);
    expect(fightWinChance(0, 10)).toBe(0.1);
  });

  it('applies an effect to credits, fuel and hull', () => {
    const target = { credits: 1000, fuel: 20, durability: 100, maxDurability: 200 };
    expect(applyEventEffect(target, { credits: -550, fuel: 4.5, hullDamagePercent: 10, delayMinutes: 0 })).toEqual({ credits: 450, fuel: 15.5, durability: 80, maxDurability: 200 });
    // Hull stops at zero.
    expect(applyEventEffect(target, { credits: 0, fuel: 0, hullDamagePercent: 80, delayMinutes: 0 })).toMatchObject({ durability: 0 });
  });

  it('refuses an option that costs more credits or fuel than there are', () => {
    const target = { credits: 100, fuel: 3, durability: 50, maxDurability: 100 };
    expect(applyEventEffect(target, { credits: -550, fuel: 0, hullDamagePercent: 0, delayMinutes: 0 })).toEqual({
      problem: "You don't have enough credits for that: it costs 550 cr.",
    });
    expect(applyEventEffect(target, { credits: 0, fuel: 5, hullDamagePercent: 0, delayMinutes: 0 })).toEqual({
      problem: "You don't have enough fuel for that: it takes 5.00 units.",
    });
  });
});

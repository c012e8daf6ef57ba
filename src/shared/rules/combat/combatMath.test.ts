import { describe, expect, it } from 'vitest';
import { blowDamage, fleeChance, hitChance, playerAccuracy, playerDamageBonus, playerDefense, rangeAccuracy } from './combatMath';

const blow = { roll: 10, multiplier: 1, damageBonus: 0, mitigation: 0, protection: 0, critical: false };

describe('blowDamage', () => {
  it('is never negative, however much armour soaks', () => {
    expect(blowDamage({ ...blow, protection: 500 })).toBe(0);
    expect(blowDamage({ ...blow, roll: 0, damageBonus: -400 })).toBe(0);
    expect(blowDamage({ ...blow, mitigation: 1000 })).toBeGreaterThanOrEqual(0);
  });

  it('rises with a damage bonus (an aggressive stance) and a critical, falls with mitigation (a guard) and armour', () => {
    const plain = blowDamage(blow);
    expect(plain).toBe(10);
    expect(blowDamage({ ...blow, damageBonus: 20 })).toBeGreaterThan(plain);
    expect(blowDamage({ ...blow, critical: true })).toBe(15);
    expect(blowDamage({ ...blow, mitigation: 50 })).toBe(5);
    expect(blowDamage({ ...blow, protection: 3 })).toBe(7);
  });
});

describe('stance and posture effects', () => {
  it('a steadier posture aims better and is harder to hit', () => {
    expect(playerAccuracy(100, 0, 0, 'kneeling', 0, 0)).toBeGreaterThan(playerAccuracy(100, 0, 0, 'standing', 0, 0));
    expect(playerAccuracy(100, 0, 0, 'prone', 0, 0)).toBeGreaterThan(playerAccuracy(100, 0, 0, 'kneeling', 0, 0));
    expect(playerDefense(100, 0, 'prone')).toBeGreaterThan(playerDefense(100, 0, 'standing'));
  });

  it('lying down weakens a blade but not a pistol', () => {
    expect(playerDamageBonus(100, 0, 0, 'prone', 'melee')).toBeLessThan(playerDamageBonus(100, 0, 0, 'standing', 'melee'));
    expect(playerDamageBonus(100, 0, 0, 'prone', 'pistol')).toBe(playerDamageBonus(100, 0, 0, 'standing', 'pistol'));
  });

  it('a stance damage modifier moves damage its way, accuracy too; battle fatigue weighs on aim', () => {
    expect(playerDamageBonus(100, 0, 20, 'standing', 'pistol')).toBeGreaterThan(playerDamageBonus(100, 0, 0, 'standing', 'pistol'));
    expect(playerDamageBonus(100, 0, -15, 'standing', 'pistol')).toBeLessThan(0);
    expect(playerAccuracy(100, 0, 0, 'standing', 0, 30)).toBeLessThan(playerAccuracy(100, 0, 0, 'standing', 0, 0));
  });

  it('each weapon is best at its range', () => {
    expect(rangeAccuracy('rifle', 'long')).toBeGreaterThan(rangeAccuracy('rifle', 'close'));
    expect(rangeAccuracy('melee', 'close')).toBeGreaterThan(rangeAccuracy('melee', 'medium'));
    expect(rangeAccuracy('melee', 'medium')).toBeGreaterThan(rangeAccuracy('melee', 'long'));
  });
});

describe('chances', () => {
  it('hit chance stays within 5 % and 95 %', () => {
    expect(hitChance(1000, 0)).toBe(0.95);
    expect(hitChance(0, 1000)).toBe(0.05);
    expect(hitChance(0, 0)).toBeCloseTo(0.7);
  });

  it('flight is easier with agility, harder against stronger opponents', () => {
    expect(fleeChance(140, 1)).toBeGreaterThan(fleeChance(100, 1));
    expect(fleeChance(100, 20)).toBeLessThan(fleeChance(100, 1));
    expect(fleeChance(1000, 0)).toBe(0.9);
  });
});

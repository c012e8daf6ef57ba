import { describe, expect, it } from 'vitest';
import { assemblyQuality, averageQuality, craftedStats, craftExperience, experimentedQuality, experimentPoints, predictCraft, statFactor } from './craftOutcome';
import { districtSpawns, spawnWindow, SPAWN_WINDOW_HOURS, SPAWNS_PER_DISTRICT } from './resourceSpawns';
import { grantedSchematics, SCHEMATICS } from './schematics';
import { harvestYield, surveyed, surveyReach } from './survey';

describe('resource spawns', () => {
  it('the same seed, district and window give the same deposits; the next window others', () => {
    const now = new Date(Date.UTC(2300, 0, 1, 5));
    const window = spawnWindow(now);
    expect(districtSpawns('starlane', 3, window)).toEqual(districtSpawns('starlane', 3, window));
    expect(districtSpawns('starlane', 3, window + 1)).not.toEqual(districtSpawns('starlane', 3, window));
    expect(districtSpawns('other', 3, window)).not.toEqual(districtSpawns('starlane', 3, window));
  });

  it('holds five deposits, richest first, the two richest a metal and an organic, expiring at the window end', () => {
    const window = spawnWindow(new Date(Date.UTC(2300, 0, 1, 5)));
    const spawns = districtSpawns('starlane', 7, window);
    expect(spawns).toHaveLength(SPAWNS_PER_DISTRICT);
    for (let district = 1; district < 50; district++) expect(districtSpawns('starlane', district, window).slice(0, 2).map((s) => s.kind).sort()).toEqual(['metal', 'organic']);
    for (let i = 1; i < spawns.length; i++) expect(spawns[i - 1]!.concentration).toBeGreaterThanOrEqual(spawns[i]!.concentration);
    for (const s of spawns) {
      expect(s.quality).toBeGreaterThanOrEqual(1);
      expect(s.quality).toBeLessThanOrEqual(1000);
      expect(s.expiresAt.getTime()).toBe((window + 1) * SPAWN_WINDOW_HOURS * 3_600_000);
    }
  });

  it('a window changes exactly at its edge', () => {
    const edge = SPAWN_WINDOW_HOURS * 3_600_000 * 100;
    expect(spawnWindow(new Date(edge - 1))).toBe(99);
    expect(spawnWindow(new Date(edge))).toBe(100);
  });
});

describe('survey and harvest', () => {
  it('a survey finds two deposits, one more per 10 % survey bonus, never more than there are', () => {
    expect(surveyReach(0)).toBe(2);
    expect(surveyReach(0.1)).toBe(3);
    expect(surveyReach(0.2)).toBe(4);
    expect(surveyReach(0.5)).toBe(5);
    expect(surveyReach(-1)).toBe(2);
    const spawns = districtSpawns('starlane', 1, 1);
    expect(surveyed(spawns, 0)).toEqual(spawns.slice(0, 2));
  });

  it('a harvest gives a tenth of the concentration, at least one, more with the bonus', () => {
    expect(harvestYield(10, 0)).toBe(1);
    expect(harvestYield(100, 0)).toBe(10);
    expect(harvestYield(100, 0.2)).toBe(12);
    expect(harvestYield(1, 0)).toBe(1);
  });
});

describe('the craft', () => {
  it('weights resource quality by units', () => {
    expect(averageQuality([{ quality: 1000, units: 1 }, { quality: 100, units: 2 }])).toBe(400);
    expect(averageQuality([])).toBe(0);
  });

  it('assembly takes the resource quality, raised by the assembly bonus, at most flawless', () => {
    expect(assemblyQuality(500, 0)).toBe(0.5);
    expect(assemblyQuality(500, 0.2)).toBe(0.6);
    expect(assemblyQuality(1000, 0.5)).toBe(1);
    expect(assemblyQuality(0, 0.5)).toBe(0);
  });

  it('experimentation has two points, one more per 5 % bonus, each worth 4 % of quality', () => {
    expect(experimentPoints(0)).toBe(2);
    expect(experimentPoints(0.2)).toBe(6);
    expect(experimentedQuality(0.5, 2)).toBe(0.58);
    expect(experimentedQuality(0.99, 6)).toBe(1);
  });

  it('stats run from 0.6 to 1.4 times the base with quality, never below 1', () => {
    expect(statFactor(0)).toBe(0.6);
    expect(statFactor(1)).toBe(1.4);
    expect(craftedStats({ price: 100, damage: [10, 20] }, 0.5)).toEqual({ price: 100, damage_min: 10, damage_max: 20 });
    expect(craftedStats({ price: 100, protection: [1, 2], effect: 10 }, 0)).toEqual({ price: 60, protection_min: 1, protection_max: 1, effect_amount: 6 });
  });

  it('experience grows with complexity and half again with quality', () => {
    expect(craftExperience(4, 0)).toBe(100);
    expect(craftExperience(4, 1)).toBe(150);
  });

  it('predicts the whole craft: a novice knife from middling ore earns the first tree skill\'s 100 experience', () => {
    const knife = SCHEMATICS.find((s) => s.key === 'survival_knife')!;
    const craft = predictCraft(knife, knife.complexity, [{ quality: 500, units: 2 }], { assembly: 0, experimentation: 0 });
    expect(craft).toMatchObject({ resourceQuality: 500, assembled: 0.5, points: 2, quality: 0.58 });
    expect(craft.experience).toBeGreaterThanOrEqual(100);
  });

  it('skills grant schematics', () => {
    expect(grantedSchematics(new Set(['artisan.novice'])).map((s) => s.key)).toEqual(['survival_knife', 'field_ration', 'traders_booth']);
    expect(grantedSchematics(new Set())).toEqual([]);
  });
});

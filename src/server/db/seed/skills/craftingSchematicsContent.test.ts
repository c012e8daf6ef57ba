import { describe, expect, it } from 'vitest';
import { craftedTemplates } from '../seedCrafting';
import { itemCatalogue } from '../itemCatalogue';
import { SCHEMATICS } from '../../../../shared/rules/crafting/schematics';
import { PROFESSION_SCHEMATICS } from '../../../../shared/rules/crafting/tieredSchematics';
import { skillCatalogue } from './skillCatalogue';

const crafting = skillCatalogue().filter((p) => p.category === 'crafting');
const reasons = new Map<string, string>(PROFESSION_SCHEMATICS.flatMap((p) => p.trees.flatMap((line, t) => (typeof line === 'string' ? [[`${p.profession}.tree${t + 1}`, line] as const] : []))));

describe('the crafting schematics content (issue 38)', () => {
  it('every crafting skill grants at least one schematic, or its tree names why it makes nothing', () => {
    for (const profession of crafting) {
      for (const skill of profession.skills) {
        const granted = SCHEMATICS.filter((s) => s.skillKey === skill.key);
        if (granted.length === 0) expect(reasons.get(skill.key.replace(/\.\d+$/, '')), skill.key).toMatch(/ teaches /);
        else expect(granted.every((s) => s.profession === profession.key), skill.key).toBe(true);
      }
    }
  });

  it('better schematics higher up a tree: stats, value and complexity rise tier by tier', () => {
    for (const profession of crafting) {
      for (let t = 1; t <= 4; t++) {
        const line = [1, 2, 3, 4].map((i) => SCHEMATICS.find((s) => s.skillKey === `${profession.key}.tree${t}.${i}`)).filter((s) => s !== undefined);
        for (let i = 1; i < line.length; i++) {
          const [lower, higher] = [line[i - 1]!, line[i]!];
          expect(higher.price, higher.key).toBeGreaterThan(lower.price);
          expect(higher.complexity).toBeGreaterThan(lower.complexity);
          if (lower.damage) expect(higher.damage![1]).toBeGreaterThan(lower.damage[1]);
          if (lower.protection) expect(higher.protection![1]).toBeGreaterThan(lower.protection[1]);
          if (lower.effect) expect(higher.effect!).toBeGreaterThan(lower.effect);
        }
      }
    }
  });

  it('every schematic has its own key and an item name no shop item already uses', () => {
    expect(new Set(SCHEMATICS.map((s) => s.key)).size).toBe(SCHEMATICS.length);
    expect(new Set(craftedTemplates.map((t) => t.name)).size).toBe(craftedTemplates.length);
    const shopNames = new Set(itemCatalogue.map((t) => t.name));
    expect(craftedTemplates.filter((t) => shopNames.has(t.name))).toEqual([]);
  });

  it('food and drink carry a buff; a crafting profession\'s master pays its master\'s kind of experience', () => {
    const foods = SCHEMATICS.filter((s) => s.meta.food !== undefined);
    expect(foods.length).toBeGreaterThan(15);
    for (const food of foods) expect(food.buff?.minutes, food.key).toBeGreaterThan(0);
    for (const profession of crafting) {
      const master = profession.skills[profession.skills.length - 1]!;
      expect(SCHEMATICS.find((s) => s.skillKey === master.key)?.experience, master.key).toBe(master.experience_type);
    }
  });
});

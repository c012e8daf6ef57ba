import { describe, expect, it } from 'vitest';
import { EXPERIENCE_TYPES } from '../../../../shared/rules/experienceTypes';
import { CRAFTING_EXPERIENCE, EXPERIENCE_SOURCES } from '../../../../shared/rules/skills/experienceSources';
import { SCHEMATICS } from '../../../../shared/rules/crafting/schematics';
import { SKILL_MODIFIER_NAMES } from '../../../../shared/rules/skills/skillModifiers';
import { professionFactor, skillPointCost } from '../../../../shared/rules/skills/skillTiers';
import { skillCatalogue } from './skillCatalogue';

const content = skillCatalogue();
const allSkills = content.flatMap((p) => p.skills);

describe('the skills content', () => {
  it("holds the spec's professions and the spacefaring ones, each with its factor", () => {
    const names = content.map((p) => p.name);
    for (const name of ['Jedi', 'Sith', 'Bounty Hunter', 'Combat Medic', 'Bio-Engineer', 'Shipwright', 'Droid Engineer', 'Marksman', 'Commando', 'Squad Leader', 'Doctor', 'Ranger', 'Artisan', 'Medic', 'Brawler', 'Scout', 'Merchant', 'Trader', 'Smuggler', 'Pilot', 'Navigator']) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
    for (const p of content) expect(p.factor).toBe(professionFactor(p.name));
  });

  it('gives every profession a novice skill, four trees of novice → advanced and a master, priced by tier × factor', () => {
    for (const p of content) {
      expect(p.skills.map((s) => s.tier)).toEqual(['novice', ...Array.from({ length: 4 }, () => ['novice', 'basic', 'intermediate', 'advanced']).flat(), 'master']);
      for (const s of p.skills) expect(s.skill_points_required).toBe(skillPointCost(s.tier, p.factor));
      expect(p.trees.map((t) => t.position)).toEqual([1, 2, 3, 4]);
    }
  });

  it('chains prerequisites: tree skills on the novice and each other, the master on the four trees, no profession on another master', () => {
    const keys = new Set(allSkills.map((s) => s.key));
    expect(keys.size).toBe(allSkills.length);
    for (const s of allSkills) for (const key of s.prerequisiteKeys) expect(keys.has(key), `${s.key} needs ${key}`).toBe(true);
    const trader = content.find((p) => p.key === 'trader');
    expect(trader?.skills.find((s) => s.key === 'trader.tree2.1')?.prerequisiteKeys).toEqual(['trader.novice']);
    expect(trader?.skills.find((s) => s.key === 'trader.tree2.3')?.prerequisiteKeys).toEqual(['trader.tree2.2']);
    expect(trader?.skills.find((s) => s.key === 'trader.master')?.prerequisiteKeys).toEqual([1, 2, 3, 4].map((t) => `trader.tree${t}.4`));
    // No profession needs another's master: the Force ones open at the end of their quest lines.
    for (const p of content) expect(p.prerequisiteKeys).toEqual([]);
  });

  it('uses only known experience types and modifiers, with experience rising by tier', () => {
    for (const s of allSkills) {
      expect(EXPERIENCE_TYPES).toContain(s.experience_type);
      for (const m of s.modifiers) expect(SKILL_MODIFIER_NAMES).toContain(m.name);
    }
    const pilot = content.find((p) => p.key === 'pilot');
    expect(pilot?.skills.slice(1, 5).map((s) => s.experience_required)).toEqual([100, 400, 1200, 3000]);
    expect(pilot?.skills[0]?.experience_required).toBe(0);
    const traderNames = content.filter((p) => ['trader', 'merchant', 'smuggler'].includes(p.key)).flatMap((p) => p.skills[0]?.modifiers.map((m) => m.name));
    expect(traderNames).toEqual(['trade_price_bonus', 'trade_price_bonus', 'trade_price_bonus']);
    expect(pilot?.skills[0]?.modifiers).toEqual([{ name: 'fuel_efficiency', value: 2, operation: 'add' }]);
  });

  it('lets the spacefaring professions be mastered with the experience play earns (trading, pilot; the Merchant\'s advertising, social)', () => {
    for (const p of content.filter((p) => ['trader', 'merchant', 'smuggler', 'pilot', 'navigator'].includes(p.key))) {
      for (const s of p.skills) expect(['trading', 'pilot', 'social'], s.key).toContain(s.experience_type);
    }
  });

  it('names the act that earns every skill\'s experience: no profession stalls', () => {
    for (const s of allSkills) expect(EXPERIENCE_SOURCES[s.experience_type]?.act, s.key).toMatch(/^\w+\/\w+$/);
    const stalled = content.filter((p) => p.skills.some((s) => EXPERIENCE_SOURCES[s.experience_type] === null)).map((p) => p.name);
    expect(stalled).toEqual([]);
  });

  it('lets every crafting profession reach its master by crafting: its own kind is earned by a craft, and a schematic it grants pays that kind', () => {
    const crafting = content.filter((p) => p.category === 'crafting');
    expect(crafting.map((p) => p.name).sort()).toEqual(['Architect', 'Armorsmith', 'Artisan', 'Bio-Engineer', 'Chef', 'Droid Engineer', 'Shipwright', 'Tailor', 'Weaponsmith']);
    for (const p of crafting) {
      const master = p.skills[p.skills.length - 1]!;
      expect(CRAFTING_EXPERIENCE, p.key).toContain(master.experience_type);
      expect(EXPERIENCE_SOURCES[master.experience_type]?.act).toBe('crafting/craftItem');
      const ownSkillKeys = new Set(p.skills.map((s) => s.key));
      expect(SCHEMATICS.some((schematic) => ownSkillKeys.has(schematic.skillKey) && schematic.experience === master.experience_type), p.key).toBe(true);
      // Every skill of the profession needs experience that some act earns, crafting or another.
      for (const s of p.skills) expect(EXPERIENCE_SOURCES[s.experience_type], s.key).not.toBeNull();
    }
  });

  it('describes skills with their bonuses, abilities and commands', () => {
    const trader = content.find((p) => p.key === 'trader');
    expect(trader?.skills[0]).toMatchObject({ name: 'Novice Trader', granted_commands: [{ name: 'Appraise', description: expect.any(String) }] });
    expect(trader?.skills[1]?.description).toBe('The first lessons of haggling a better price out of every counter. +1% trade price bonus.');
    expect(trader?.skills[17]?.special_abilities).toEqual([{ name: 'Trade Baron', description: expect.any(String) }]);
  });
});

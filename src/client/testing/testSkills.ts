// Test helper: professions, skills and a skill summary as the server sends them (seed 001 §3).
import type { Profession, Skill, SkillSummary } from '../../shared/api';
import { skillPointCost, type SkillTier } from '../../shared/rules/skills/skillTiers';
import { SKILL_MODIFIER_NAMES } from '../../shared/rules/skills/skillModifiers';

const TREE_TIERS: SkillTier[] = ['novice', 'basic', 'intermediate', 'advanced'];
const TREE_NAMES = ['Negotiation', 'Logistics', 'Market Sense', 'Hauling'];

function skillAt(professionId: number, id: number, name: string, tier: SkillTier, factor: number, treeId: number | null, requires: Skill[]): Skill {
  return {
    id,
    name,
    skill_type: tier,
    profession_id: professionId,
    tree_id: treeId,
    skill_points_required: skillPointCost(tier, factor),
    experience_required: 0,
    experience_type: 'trading',
    description: `${name}: a trader's craft.`,
    prerequisites: requires.map((skill) => ({ type: 'skill', value: skill.id, label: skill.name })),
    modifiers: [{ name: 'trade_price_bonus', value: 1, operation: 'add' }],
    special_abilities: [],
    granted_commands: [],
  };
}

/**
 * A profession shaped as the game seeds them: skill ids `id * 100 + n` (novice n = 0, tree t's
 * k-th skill n = 10 t + k, master n = 99); each tree skill needs the one before it (the first
 * needs the novice), the master needs every tree's last.
 */
export function testProfession(id: number, overrides: Partial<Profession> = {}): Profession {
  const name = overrides.name ?? 'Merchant';
  const factor = overrides.factor ?? 1;
  const novice = skillAt(id, id * 100, `Novice ${name}`, 'novice', factor, null, []);
  const skill_trees = TREE_NAMES.map((treeName, t) => {
    const treeId = id * 10 + t + 1;
    const skills: Skill[] = [];
    TREE_TIERS.forEach((tier, k) => {
      skills.push(skillAt(id, id * 100 + 10 * (t + 1) + k + 1, `${treeName} ${['I', 'II', 'III', 'IV'][k]}`, tier, factor, treeId, [skills[k - 1] ?? novice]));
    });
    return { id: treeId, name: treeName, description: `${treeName} skills.`, skills };
  });
  const lasts = skill_trees.map((tree) => tree.skills[tree.skills.length - 1]).filter((skill): skill is Skill => skill !== undefined);
  const master = skillAt(id, id * 100 + 99, `Master ${name}`, 'master', factor, null, lasts);
  const all = [novice, ...skill_trees.flatMap((tree) => tree.skills), master];
  return {
    id,
    name,
    category: 'social',
    description: `The ${name} buys low and sells high.`,
    factor,
    prerequisites: [],
    profession_modifiers: { trade_price_bonus: 10 },
    novice_skill: novice,
    master_skill: master,
    skill_trees,
    total_cost: all.reduce((sum, skill) => sum + skill.skill_points_required, 0),
    ...overrides,
  };
}

/** A character's skill summary: learned skills (of `professions`) by id and points used as given. */
export function testSkillSummary(professions: Profession[], learnedIds: number[], overrides: Partial<SkillSummary> = {}): SkillSummary {
  const all = professions.flatMap((p) => [p.novice_skill, ...p.skill_trees.flatMap((tree) => tree.skills), p.master_skill]);
  const skills = all.filter((skill) => learnedIds.includes(skill.id)).map((skill) => ({ ...skill, learned_at: '2026-01-01T00:00:00.000Z' }));
  return {
    professions: [],
    skills,
    experience: [{ experience_type: 'trading', current_amount: 1_200, total_earned: 1_500 }],
    skill_points: { used: skills.reduce((sum, skill) => sum + skill.skill_points_required, 0), total: 250 },
    modifiers: Object.fromEntries(SKILL_MODIFIER_NAMES.map((name) => [name, 0])) as SkillSummary['modifiers'],
    unlocks: [],
    ...overrides,
  };
}

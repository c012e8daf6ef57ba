import type { ExperienceType } from '../../../../shared/rules/experienceTypes';
import { modifierText } from '../../../../shared/rules/skills/modifierText';
import type { SkillModifier } from '../../../../shared/rules/skills/skillModifiers';
import type { Selectable } from 'kysely';
import { professionFactor, skillPointCost, type SkillTier } from '../../../../shared/rules/skills/skillTiers';
import type { ProfessionsTable } from '../../schema';
import type { NamedSpec, ProfessionSpec, TreeSpec } from './professionSpec';

/** A skill row as the seed writes it; prerequisites name other skills by key. */
export interface SkillContent {
  key: string;
  name: string;
  tier: SkillTier;
  position: number;
  /** 1–4, null for the novice and master skills. */
  treePosition: number | null;
  skill_points_required: number;
  experience_required: number;
  experience_type: ExperienceType;
  description: string;
  modifiers: SkillModifier[];
  special_abilities: { name: string; description: string }[];
  granted_commands: { name: string; description: string }[];
  prerequisiteKeys: string[];
}

/** A profession row as the seed writes it, with its trees and skills. */
export interface ProfessionContent extends Omit<Selectable<ProfessionsTable>, 'id'> {
  trees: { position: number; name: string; description: string }[];
  skills: SkillContent[];
  /** Skills (by key) a character needs before starting it. */
  prerequisiteKeys: string[];
}

/** The tiers of a tree's four skills, in order (GAME_RULES: novice → basic → intermediate → advanced). */
const TREE_TIERS = ['novice', 'basic', 'intermediate', 'advanced'] as const;
const ROMAN = ['I', 'II', 'III', 'IV'] as const;
/** Experience of its type a skill needs, rising by tier; the profession's own novice skill needs none. */
const TREE_EXPERIENCE = [100, 400, 1200, 3000] as const;
const MASTER_EXPERIENCE = 6000;
/** Percentage points a tree skill adds to its tree's modifier, by tier. */
const TREE_MODIFIER_POINTS = [1, 1, 2, 2] as const;
/** The novice skill's head start on the profession's main modifier, and the master's multiplier. */
const NOVICE_MODIFIER_POINTS = 2;
const MASTER_MODIFIER_FACTOR = 1.1;
const TREE_SENTENCES = ['The first lessons of', 'Steady practice in', 'Seasoned skill at', 'Expert command of'] as const;

const named = ([name, description]: NamedSpec) => ({ name, description });
const withBonuses = (sentence: string, modifiers: readonly SkillModifier[]) =>
  modifiers.length === 0 ? sentence : `${sentence} ${modifiers.map(modifierText).join(', ')}.`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const noviceKey = (profession: string) => `${profession}.novice`;
export const masterKey = (profession: string) => `${profession}.master`;
const treeSkillKey = (profession: string, tree: number, tier: number) => `${profession}.tree${tree}.${tier + 1}`;

function treeSkills(spec: ProfessionSpec, factor: number, tree: TreeSpec, t: number): SkillContent[] {
  const [treeName, focus, modifier, experience] = tree;
  return TREE_TIERS.map((tier, i) => {
    const modifiers: SkillModifier[] = modifier ? [{ name: modifier, value: TREE_MODIFIER_POINTS[i] ?? 1, operation: 'add' }] : [];
    const advanced = i === TREE_TIERS.length - 1;
    return {
      key: treeSkillKey(spec.key, t, i),
      name: `${treeName} ${ROMAN[i]}`,
      tier,
      position: (t - 1) * TREE_TIERS.length + i + 1,
      treePosition: t,
      skill_points_required: skillPointCost(tier, factor),
      experience_required: TREE_EXPERIENCE[i] ?? 0,
      experience_type: experience ?? spec.experience,
      description: withBonuses(`${TREE_SENTENCES[i]} ${focus}.`, modifiers),
      modifiers,
      special_abilities: advanced ? [{ name: `${treeName} Expertise`, description: `${capitalised(focus)}, as only an expert ${spec.name.toLowerCase()} can.` }] : [],
      granted_commands: [],
      prerequisiteKeys: [i === 0 ? noviceKey(spec.key) : treeSkillKey(spec.key, t, i - 1)],
    };
  });
}

/** Expands one profession of the content table into its rows: novice, four trees of four, master. */
export function professionContent(spec: ProfessionSpec, position: number): ProfessionContent {
  const factor = professionFactor(spec.name);
  const main = spec.trees.find((tree) => tree[2] !== null)?.[2] ?? null;
  const noviceModifiers: SkillModifier[] = main ? [{ name: main, value: NOVICE_MODIFIER_POINTS, operation: 'add' }] : [];
  const masterModifiers: SkillModifier[] = main ? [{ name: main, value: MASTER_MODIFIER_FACTOR, operation: 'multiply' }] : [];
  const trees = spec.trees.map((tree, i) => treeSkills(spec, factor, tree, i + 1));
  const novice: SkillContent = {
    key: noviceKey(spec.key),
    name: `Novice ${spec.name}`,
    tier: 'novice',
    position: 0,
    treePosition: null,
    skill_points_required: skillPointCost('novice', factor),
    experience_required: 0,
    experience_type: spec.experience,
    description: withBonuses(`Your first training as a ${spec.name.toLowerCase()}; it opens the four trees.`, noviceModifiers),
    modifiers: noviceModifiers,
    special_abilities: [],
    granted_commands: [named(spec.novice)],
    prerequisiteKeys: [],
  };
  const master: SkillContent = {
    key: masterKey(spec.key),
    name: `Master ${spec.name}`,
    tier: 'master',
    position: TREE_TIERS.length * spec.trees.length + 1,
    treePosition: null,
    skill_points_required: skillPointCost('master', factor),
    experience_required: MASTER_EXPERIENCE,
    experience_type: spec.experience,
    description: withBonuses(`Mastery of all four ${spec.name.toLowerCase()} trees.`, masterModifiers),
    modifiers: masterModifiers,
    special_abilities: [named(spec.master)],
    granted_commands: [],
    prerequisiteKeys: trees.map((skills) => skills[skills.length - 1]?.key as string),
  };
  return {
    key: spec.key,
    name: spec.name,
    category: spec.category,
    description: spec.description,
    factor,
    position,
    trees: spec.trees.map(([name, focus], i) => ({ position: i + 1, name, description: `${capitalised(focus)}, from first lessons to expert command.` })),
    skills: [novice, ...trees.flat(), master],
    prerequisiteKeys: spec.requiresMasterOf ? [masterKey(spec.requiresMasterOf)] : [],
  };
}

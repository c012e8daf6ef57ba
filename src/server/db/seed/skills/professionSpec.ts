import type { ExperienceType } from '../../../../shared/rules/experienceTypes';
import type { SkillModifierName } from '../../../../shared/rules/skills/skillModifiers';
import type { ProfessionCategory } from '../../../../shared/rules/skills/skillTiers';

/**
 * One tree of a profession, compactly: its name, what it trains (a phrase that finishes "the first
 * lessons of ..."), the modifier its skills raise (null for a tree that carries none),
 * and the experience its skills need when it is not the profession's own.
 */
export type TreeSpec = readonly [name: string, focus: string, modifier: SkillModifierName | null, experience?: ExperienceType];

/** A named ability or command: `[name, description]`. */
export type NamedSpec = readonly [name: string, description: string];

/**
 * A profession as the content table writes it; `skillContent.ts` expands it into the novice skill,
 * four trees of four skills and the master skill with their costs, prerequisites and modifiers.
 */
export interface ProfessionSpec {
  /** Stable content key: a newer seed updates the row with this key. */
  key: string;
  name: string;
  category: ProfessionCategory;
  experience: ExperienceType;
  description: string;
  trees: readonly [TreeSpec, TreeSpec, TreeSpec, TreeSpec];
  /** The command the novice skill grants. */
  novice: NamedSpec;
  /** The special ability the master skill grants. */
  master: NamedSpec;
  /** Key of the profession whose master skill must be learned before this one can start. */
  requiresMasterOf?: string;
}

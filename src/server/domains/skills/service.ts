import type { Profession, SkillSummary } from '../../../shared/api/skills';
import { notFound, refused } from '../../kernel/refusal';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { characterModifiers } from './characterModifiers';
import { readSkillState, type CharacterSkillState } from './characterSkillState';
import { characterProfession } from './professionProgress';
import { allocation, recommendations } from './skillAdvice';
import { SkillCatalog, type SkillContent } from './skillCatalog';
import { learnSkill, startProfession, type SkillAct } from './skillLearning';

/** Skills and professions (seed 001 §7 "Skills"): the content, a character's summary, starting and learning. */
export class SkillsService {
  readonly catalog: SkillCatalog;

  constructor(private readonly deps: MoneyDeps) {
    this.catalog = new SkillCatalog(deps.db);
  }

  async professions(): Promise<{ professions: Profession[] }> {
    return { professions: (await this.catalog.content()).professions };
  }

  async profession(id: number) {
    const profession = (await this.catalog.content()).professionById.get(id);
    if (!profession) throw notFound('Profession not found.');
    return { profession, skill_trees: profession.skill_trees };
  }

  async skill(id: number) {
    const content = await this.catalog.content();
    const skill = content.skillById.get(id);
    if (!skill) throw notFound('Skill not found.');
    const profession = content.professionById.get(skill.profession_id) as Profession;
    return { skill, profession: { id: profession.id, name: profession.name, category: profession.category } };
  }

  /** The character's skill state and its content together, for the reads. */
  async state(characterId: number): Promise<{ content: SkillContent; state: CharacterSkillState }> {
    const [content, state] = await Promise.all([this.catalog.content(), readSkillState(this.deps.db, characterId)]);
    return { content, state };
  }

  /** The Character skill summary of seed 001 §3, with the effective modifiers. */
  async summary(characterId: number): Promise<SkillSummary> {
    const { content, state } = await this.state(characterId);
    const learnedIds = new Set(state.skills.map((s) => s.skill_id));
    const skills = state.skills.flatMap(({ skill_id, learned_at }) => {
      const skill = content.skillById.get(skill_id);
      return skill ? [{ ...skill, learned_at: learned_at.toISOString() }] : [];
    });
    const professions = state.professions.flatMap(({ profession_id, started_at }) => {
      const profession = content.professionById.get(profession_id);
      return profession ? [characterProfession(profession, content.skillsOf(profession), learnedIds, started_at)] : [];
    });
    return {
      professions,
      skills,
      experience: state.experience,
      skill_points: { used: state.pointsUsed, total: state.pointsTotal },
      modifiers: characterModifiers(skills.map((skill) => ({ name: skill.name, modifiers: skill.modifiers }))),
      unlocks: state.unlocks,
    };
  }

  /** Skills learnable now that suit what the character does most. */
  async recommendations(characterId: number) {
    const { content, state } = await this.state(characterId);
    return { recommendations: recommendations(content, state) };
  }

  /** The best use of the 250 points for the character's play. */
  async optimalAllocation(characterId: number) {
    const { content, state } = await this.state(characterId);
    return allocation(content, state);
  }

  /** A learn or start is the character's act; learning stays open on a journey, as it always was. */
  private act<T>(characterId: number, work: (act: SkillAct) => Promise<T>): Promise<T> {
    return withCharacterLock(this.deps, characterId, work, { whileTravelling: 'allow' });
  }

  /** Starts a profession and learns its novice skill, in one locked transaction. */
  async start(characterId: number, professionId: number) {
    const content = await this.catalog.content();
    const profession = content.professionById.get(professionId);
    if (!profession) throw refused('That profession does not exist.', 'profession_id');
    return this.act(characterId, (act) => startProfession(act, profession, content.skillsOf(profession)));
  }

  /** Learns one skill for good, in one locked transaction. */
  async learn(characterId: number, skillId: number) {
    const content = await this.catalog.content();
    const skill = content.skillById.get(skillId);
    if (!skill) throw refused('That skill does not exist.', 'skill_id');
    const profession = content.professionById.get(skill.profession_id) as Profession;
    if (skill.id === profession.novice_skill.id) {
      // A novice skill is learned by starting its profession (seed 001 §4), so the two never part.
      const { success, message, skill: learned, skill_points } = await this.act(characterId, (act) => startProfession(act, profession, content.skillsOf(profession)));
      return { success, message, skill: learned, skill_points };
    }
    return this.act(characterId, (act) => learnSkill(act, skill, profession.name));
  }
}

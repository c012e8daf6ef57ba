import { ReadOnce } from '../../db/readOnce';
import type { Profession, Skill, SkillTree } from '../../../shared/api/skills';
import { effectiveModifiers } from '../../../shared/rules/skills/skillModifiers';
import { unlockPrerequisites } from '../../../shared/rules/skills/professionUnlocks';
import type { Db } from '../../db/database';

/** The whole skills content, indexed. */
export interface SkillContent {
  professions: Profession[];
  professionById: ReadonlyMap<number, Profession>;
  skillById: ReadonlyMap<number, Skill>;
  /** Every skill of a profession, novice first, master last. */
  skillsOf(profession: Profession): Skill[];
}

async function readContent(db: Db) {
  const [professions, trees, skills, skillPrerequisites, professionPrerequisites] = await Promise.all([
    db.selectFrom('professions').selectAll().orderBy('position').execute(),
    db.selectFrom('skill_trees').selectAll().orderBy('position').execute(),
    db.selectFrom('skills').selectAll().orderBy('position').execute(),
    db.selectFrom('skill_prerequisites').selectAll().orderBy('required_skill_id').execute(),
    db.selectFrom('profession_prerequisites').selectAll().orderBy('required_skill_id').execute(),
  ]);
  return { professions, trees, skills, skillPrerequisites, professionPrerequisites };
}

function buildContent(rows: Awaited<ReturnType<typeof readContent>>): SkillContent {
  const names = new Map(rows.skills.map((row) => [row.id, row.name]));
  const prerequisite = (required: number) => ({ type: 'skill', value: required, label: names.get(required) ?? `Skill ${required}` });
  const requiredBy = new Map<number, number[]>();
  for (const p of rows.skillPrerequisites) requiredBy.set(p.skill_id, [...(requiredBy.get(p.skill_id) ?? []), p.required_skill_id]);
  const skills = new Map<number, Skill>(
    rows.skills.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        skill_type: row.tier,
        profession_id: row.profession_id,
        tree_id: row.tree_id,
        skill_points_required: row.skill_points_required,
        experience_required: row.experience_required,
        experience_type: row.experience_type,
        description: row.description,
        prerequisites: (requiredBy.get(row.id) ?? []).map(prerequisite),
        modifiers: row.modifiers,
        special_abilities: row.special_abilities,
        granted_commands: row.granted_commands,
      },
    ]),
  );
  const byProfession = new Map<number, Skill[]>();
  for (const row of rows.skills) byProfession.set(row.profession_id, [...(byProfession.get(row.profession_id) ?? []), skills.get(row.id) as Skill]);
  const skillsOfProfession = (id: number) => byProfession.get(id) ?? [];
  const professions = rows.professions.map((row): Profession => {
    const own = skillsOfProfession(row.id);
    const trees: SkillTree[] = rows.trees
      .filter((tree) => tree.profession_id === row.id)
      .map((tree) => ({ id: tree.id, name: tree.name, description: tree.description, skills: own.filter((skill) => skill.tree_id === tree.id) }));
    const master = effectiveModifiers(own.flatMap((skill) => skill.modifiers));
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      factor: Number(row.factor),
      prerequisites: [...rows.professionPrerequisites.filter((p) => p.profession_id === row.id).map((p) => prerequisite(p.required_skill_id)), ...unlockPrerequisites(row.key)],
      profession_modifiers: Object.fromEntries(
        Object.entries(master)
          .filter(([, value]) => value > 0)
          .map(([name, value]) => [name, Math.round(value * 1000) / 10]),
      ),
      novice_skill: own.find((skill) => skill.skill_type === 'novice' && skill.tree_id === null) as Skill,
      master_skill: own.find((skill) => skill.skill_type === 'master') as Skill,
      skill_trees: trees,
      total_cost: own.reduce((sum, skill) => sum + skill.skill_points_required, 0),
    };
  });
  const professionById = new Map(professions.map((profession) => [profession.id, profession]));
  return { professions, professionById, skillById: skills, skillsOf: (profession) => skillsOfProfession(profession.id) };
}

/**
 * Professions and skills are seed content that play never changes, and every skills call needs
 * them: read once per process and kept in memory, as the commodity catalogue is.
 */
export class SkillCatalog {
  private readonly loaded = new ReadOnce<SkillContent>();

  constructor(private readonly db: Db) {}

  content(): Promise<SkillContent> {
    return this.loaded.get(async () => buildContent(await readContent(this.db)));
  }
}

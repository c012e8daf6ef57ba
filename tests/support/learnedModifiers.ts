import type { Db } from '../../src/server/db/database';
import { effectiveModifiers, type SkillModifier, type SkillModifierName } from '../../src/shared/rules/skills/skillModifiers';

/** Every seeded skill that raises `modifier`, inserted as if the character learned it: the bonus the rules then give (capped). */
export async function learnSkillsWith(db: Db, characterId: number, modifier: SkillModifierName, at: Date): Promise<number> {
  const skills = await db.selectFrom('skills').select(['id', 'modifiers']).where(({ eb, fn }) => eb(fn('jsonb_path_exists', ['modifiers', eb.val(`$[*] ? (@.name == "${modifier}")`)]), '=', true)).execute();
  await db.insertInto('character_skills').values(skills.map((skill) => ({ character_id: characterId, skill_id: skill.id, learned_at: at }))).execute();
  return effectiveModifiers(skills.flatMap((skill) => skill.modifiers as SkillModifier[]))[modifier];
}

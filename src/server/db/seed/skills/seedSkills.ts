import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../schema';
import { skillCatalogue } from './skillCatalogue';

type Trx = Transaction<Database>;

/** Every content column but the key is taken from the new row, so a newer seed rewrites it. */
const updateAll = <Column extends string>(columns: readonly Column[]) =>
  // `never`: excluded.<column> has the column's own type, which Kysely cannot see through a name.
  Object.fromEntries(columns.map((column) => [column, sql.ref<never>(`excluded.${column}`)])) as Record<Column, RawBuilder<never>>;

/**
 * Writes the professions, their trees and skills, and the prerequisites. Idempotent: rows are
 * upserted by their stable keys (a profession's key, a tree's profession and position, a skill's
 * key), so running it again updates content without duplicating it, and learned skills keep
 * pointing at the same rows. Prerequisites are content, rewritten whole.
 */
export async function seedSkills(trx: Trx): Promise<void> {
  const content = skillCatalogue();
  const professions = await trx
    .insertInto('professions')
    .values(content.map(({ key, name, category, description, factor, position }) => ({ key, name, category, description, factor, position })))
    .onConflict((conflict) => conflict.column('key').doUpdateSet(updateAll(['name', 'category', 'description', 'factor', 'position'])))
    .returning(['id', 'key'])
    .execute();
  const professionId = new Map(professions.map((row) => [row.key, row.id]));
  const idOf = (key: string) => professionId.get(key) as number;

  const trees = await trx
    .insertInto('skill_trees')
    .values(content.flatMap((p) => p.trees.map((tree) => ({ profession_id: idOf(p.key), ...tree }))))
    .onConflict((conflict) => conflict.columns(['profession_id', 'position']).doUpdateSet(updateAll(['name', 'description'])))
    .returning(['id', 'profession_id', 'position'])
    .execute();
  const treeId = new Map(trees.map((row) => [`${row.profession_id}:${row.position}`, row.id]));

  const skills = await trx
    .insertInto('skills')
    .values(
      content.flatMap((p) =>
        p.skills.map(({ prerequisiteKeys: _prerequisites, treePosition, modifiers, special_abilities, granted_commands, ...skill }) => ({
          ...skill,
          profession_id: idOf(p.key),
          tree_id: treePosition === null ? null : (treeId.get(`${idOf(p.key)}:${treePosition}`) as number),
          modifiers: JSON.stringify(modifiers),
          special_abilities: JSON.stringify(special_abilities),
          granted_commands: JSON.stringify(granted_commands),
        })),
      ),
    )
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet(
        updateAll([
          'profession_id', 'tree_id', 'name', 'tier', 'position', 'skill_points_required', 'experience_required',
          'experience_type', 'description', 'modifiers', 'special_abilities', 'granted_commands',
        ]),
      ),
    )
    .returning(['id', 'key'])
    .execute();
  const skillId = new Map(skills.map((row) => [row.key, row.id]));
  const skillOf = (key: string) => {
    const id = skillId.get(key);
    if (id === undefined) throw new Error(`skills content: no skill ${key}`);
    return id;
  };

  await trx.deleteFrom('skill_prerequisites').execute();
  await trx
    .insertInto('skill_prerequisites')
    .values(content.flatMap((p) => p.skills.flatMap((s) => s.prerequisiteKeys.map((key) => ({ skill_id: skillOf(s.key), required_skill_id: skillOf(key) })))))
    .execute();
  await trx.deleteFrom('profession_prerequisites').execute();
  const professionPrerequisites = content.flatMap((p) => p.prerequisiteKeys.map((key) => ({ profession_id: idOf(p.key), required_skill_id: skillOf(key) })));
  if (professionPrerequisites.length > 0) await trx.insertInto('profession_prerequisites').values(professionPrerequisites).execute();
}

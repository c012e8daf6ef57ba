import type { Db } from '../../src/server/db/database';
import type { ExperienceType } from '../../src/shared/rules/experienceTypes';
import type { Captain } from './shipCaptain';

/** A profession's id and its skills' ids by content key (`trader.novice`, `trader.tree1.2`...). */
export async function professionIds(db: Db, key: string): Promise<{ id: number; skill: (skillKey: string) => number; costOf: (skillKey: string) => number }> {
  const profession = await db.selectFrom('professions').select('id').where('key', '=', key).executeTakeFirstOrThrow();
  const skills = await db.selectFrom('skills').select(['id', 'key', 'skill_points_required']).where('profession_id', '=', profession.id).execute();
  const byKey = new Map(skills.map((s) => [s.key, s]));
  const find = (skillKey: string) => {
    const row = byKey.get(`${key}.${skillKey}`);
    if (!row) throw new Error(`no skill ${key}.${skillKey}`);
    return row;
  };
  return { id: profession.id, skill: (k) => find(k).id, costOf: (k) => find(k).skill_points_required };
}

/** Test setup: gives the character experience of one type, as if earned (direct SQL, no route). */
export async function giveExperience(db: Db, characterId: number, type: ExperienceType, amount: number): Promise<void> {
  await db
    .insertInto('character_experience')
    .values({ character_id: characterId, experience_type: type, current_amount: amount, total_earned: amount })
    .onConflict((c) => c.columns(['character_id', 'experience_type']).doUpdateSet({ current_amount: amount, total_earned: amount }))
    .execute();
}

/** Test setup: sets the points a character has used (direct SQL), to stand at a boundary. */
export async function setPointsUsed(db: Db, characterId: number, used: number): Promise<void> {
  await db.updateTable('characters').set({ skill_points_used: used }).where('id', '=', characterId).execute();
}

/** The character's skill calls, by path as the client sends them. */
export function skillCalls(captain: Captain) {
  const base = `/api/swg-skills/character/${captain.characterId}`;
  return {
    summary: () => captain.get(`${base}/summary`),
    start: (professionId: number) => captain.post(`${base}/start-profession`, { profession_id: professionId }),
    learn: (skillId: number) => captain.post(`${base}/learn-skill`, { skill_id: skillId }),
    recommendations: () => captain.get(`${base}/recommendations`),
    optimal: () => captain.get(`${base}/optimal-allocation`),
  };
}

/** The skill ids a character has learned. */
export async function learnedSkills(db: Db, characterId: number): Promise<number[]> {
  const rows = await db.selectFrom('character_skills').select('skill_id').where('character_id', '=', characterId).orderBy('skill_id').execute();
  return rows.map((r) => r.skill_id);
}

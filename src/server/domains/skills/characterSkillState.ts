import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ExperienceEntry } from '../../../shared/api/skills';
import type { ExperienceType } from '../../../shared/rules/experienceTypes';
import type { SkillLearner } from '../../../shared/rules/skills/skillLearnability';
import { skillPointsTotal } from '../../../shared/rules/skills/skillPoints';
import type { Database } from '../../db/schema';
import { notFound } from '../../kernel/refusal';

/** What a character has of skills: points, started professions, learned skills, experience and unlocks. */
export interface CharacterSkillState {
  pointsUsed: number;
  /** The 250 plus the skill points won (quest rewards). */
  pointsTotal: number;
  professions: { profession_id: number; started_at: Date }[];
  skills: { skill_id: number; learned_at: Date }[];
  experience: ExperienceEntry[];
  /** What play unlocked (the Force quest lines' ends): `unlock` prerequisites read these. */
  unlocks: string[];
}

/**
 * Takes the character row lock (FOR NO KEY UPDATE, as `lockCharacter`) and then reads the skill state: the first lock of a
 * learn or start, so two learns of one character queue and the second sees the first's points and
 * skills. Two statements on purpose: a locking read that waited re-reads the locked row but not
 * its subqueries, which would still show the skills as they were before the wait.
 */
export async function lockSkillState(trx: Transaction<Database>, characterId: number): Promise<CharacterSkillState> {
  const locked = await trx.selectFrom('characters').select('id').where('id', '=', characterId).forNoKeyUpdate().executeTakeFirst();
  if (!locked) throw notFound('Character not found.');
  return readSkillState(trx, characterId);
}

/** Reads a character's skill state in one statement. */
export async function readSkillState(db: Kysely<Database>, characterId: number): Promise<CharacterSkillState> {
  const row = await db
    .selectFrom('characters as c')
    .select(['c.skill_points_used', 'c.bonus_skill_points'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('character_professions').select(['profession_id', 'started_at']).whereRef('character_id', '=', 'c.id').orderBy('started_at').orderBy('profession_id')).as('professions'),
      jsonArrayFrom(eb.selectFrom('character_skills').select(['skill_id', 'learned_at']).whereRef('character_id', '=', 'c.id').orderBy('learned_at').orderBy('skill_id')).as('skills'),
      jsonArrayFrom(
        eb
          .selectFrom('character_experience')
          .select(['experience_type', sql<number>`current_amount::int`.as('current_amount'), sql<number>`total_earned::int`.as('total_earned')])
          .whereRef('character_id', '=', 'c.id')
          .orderBy('total_earned', 'desc')
          .orderBy('experience_type'),
      ).as('experience'),
      eb.selectFrom('character_unlocks').select(sql<string[]>`coalesce(array_agg(unlock_key ORDER BY unlock_key), '{}')`.as('keys')).whereRef('character_id', '=', 'c.id').as('unlocks'),
    ])
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  return {
    pointsUsed: row.skill_points_used,
    pointsTotal: skillPointsTotal(row.bonus_skill_points),
    // JSON carries timestamps as text.
    professions: row.professions.map((p) => ({ profession_id: p.profession_id, started_at: new Date(p.started_at) })),
    skills: row.skills.map((s) => ({ skill_id: s.skill_id, learned_at: new Date(s.learned_at) })),
    experience: row.experience.map((e) => ({ experience_type: e.experience_type as ExperienceType, current_amount: e.current_amount, total_earned: e.total_earned })),
    unlocks: row.unlocks ?? [],
  };
}

/** The state as the learnability rules read it. */
export function learnerOf(state: CharacterSkillState): SkillLearner {
  return {
    learnedSkillIds: new Set(state.skills.map((s) => s.skill_id)),
    pointsUsed: state.pointsUsed,
    totalPoints: state.pointsTotal,
    experience: Object.fromEntries(state.experience.map((e) => [e.experience_type, e.current_amount])),
    unlocks: new Set(state.unlocks),
  };
}

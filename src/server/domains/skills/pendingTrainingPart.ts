import { sql } from 'kysely';
import { TOTAL_SKILL_POINTS } from '../../../shared/rules/startingCharacter';
import type { CharacterPart } from '../../kernel/characterPart';

/**
 * The Character's `pending_training` (seed 000 §3, the skills notification): how many skills of
 * the professions the character has started it could learn right now, by the same rules a learn
 * checks (`skillLearnability`): not learned yet, its experience of the skill's type reached, its
 * points within those left, and every prerequisite learned. Experience earned anywhere raises it
 * without a read of its own: it is a column of the one character statement.
 */
export const pendingTrainingPart: CharacterPart<number, number> = {
  sql: () => sql<number>`(
    SELECT count(*)::int
    FROM skills pt_skill
    JOIN character_professions pt_started ON pt_started.profession_id = pt_skill.profession_id AND pt_started.character_id = c.id
    LEFT JOIN character_experience pt_xp ON pt_xp.character_id = c.id AND pt_xp.experience_type = pt_skill.experience_type
    WHERE NOT EXISTS (SELECT 1 FROM character_skills pt_have WHERE pt_have.character_id = c.id AND pt_have.skill_id = pt_skill.id)
      AND coalesce(pt_xp.current_amount, 0) >= pt_skill.experience_required
      AND pt_skill.skill_points_required <= ${TOTAL_SKILL_POINTS} + c.bonus_skill_points - c.skill_points_used
      AND NOT EXISTS (
        SELECT 1 FROM skill_prerequisites pt_needs
        WHERE pt_needs.skill_id = pt_skill.id
          AND NOT EXISTS (SELECT 1 FROM character_skills pt_met WHERE pt_met.character_id = c.id AND pt_met.skill_id = pt_needs.required_skill_id)))`,
  present: (count) => count,
};

import { sql, type Transaction } from 'kysely';
import type { ExperienceType } from '../../../shared/rules/experienceTypes';
import { skillPointsTotal } from '../../../shared/rules/skills/skillPoints';
import type { Database } from '../../db/schema';
import { outboxOf, type Outbox } from '../../realtime/afterCommit';
import { queueSkillPointsAwarded } from '../skillPointsAwardedEvent';

/**
 * Adds experience of one type to a character, inside the transaction of the act that earned it,
 * raised by an entertainer's buff the character carries at the act's time (folded into the same
 * statement). With an `outbox`, the award goes out as SkillPointsAwarded after COMMIT (and into the
 * captain's log); the points it reports come back from the same statement, so the event costs no read.
 * `message` words the award for the log when the act has more to say ("First visit to …").
 */
export async function grantExperience(trx: Transaction<Database>, characterId: number, type: ExperienceType, amount: number, outbox?: Outbox, message?: string): Promise<void> {
  const whole = Math.floor(amount);
  if (whole <= 0) return;
  // The act's time (every act's transaction has an outbox that knows it); with none, no buff counts.
  const at = (outbox ?? outboxOf(trx))?.at ?? null;
  const result = await sql<{ granted: number; current_amount: number; skill_points_used: number; bonus_skill_points: number }>`
    WITH boost AS (
      SELECT (${whole}::bigint + ${whole}::bigint * COALESCE((
        SELECT b.experience_bonus_percent FROM entertainment_buffs b
        WHERE b.character_id = ${characterId} AND b.expires_at > ${at}::timestamptz), 0) / 100)::int AS amount
    ), granted AS (
      INSERT INTO character_experience (character_id, experience_type, current_amount, total_earned)
      SELECT ${characterId}, ${type}, boost.amount, boost.amount FROM boost
      ON CONFLICT (character_id, experience_type) DO UPDATE
      SET current_amount = character_experience.current_amount + EXCLUDED.current_amount,
          total_earned = character_experience.total_earned + EXCLUDED.total_earned
      RETURNING current_amount::int AS current_amount
    )
    SELECT boost.amount AS granted, granted.current_amount,
      (SELECT skill_points_used FROM characters WHERE id = ${characterId}) AS skill_points_used,
      (SELECT bonus_skill_points FROM characters WHERE id = ${characterId}) AS bonus_skill_points
    FROM granted, boost`.execute(trx);
  const row = result.rows[0];
  if (!outbox || !row) return;
  queueSkillPointsAwarded(outbox, {
    character_id: characterId,
    reason: 'experience',
    experience_type: type,
    amount: row.granted,
    skill_points: { used: row.skill_points_used, total: skillPointsTotal(row.bonus_skill_points) },
    message: message ?? `Earned ${row.granted.toLocaleString('en-US')} ${type.replace(/_/g, ' ')} experience${row.granted > whole ? `, ${(row.granted - whole).toLocaleString('en-US')} of it from a performance you watched` : ''} (${row.current_amount.toLocaleString('en-US')} in all).`,
  });
}

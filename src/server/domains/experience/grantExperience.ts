import { sql, type Transaction } from 'kysely';
import type { ExperienceType } from '../../../shared/rules/experienceTypes';
import type { Database } from '../../db/schema';

/** Adds experience of one type to a character, inside the transaction of the act that earned it. */
export async function grantExperience(trx: Transaction<Database>, characterId: number, type: ExperienceType, amount: number): Promise<void> {
  const whole = Math.floor(amount);
  if (whole <= 0) return;
  await sql`
    INSERT INTO character_experience (character_id, experience_type, current_amount, total_earned)
    VALUES (${characterId}, ${type}, ${whole}, ${whole})
    ON CONFLICT (character_id, experience_type) DO UPDATE
    SET current_amount = character_experience.current_amount + EXCLUDED.current_amount,
        total_earned = character_experience.total_earned + EXCLUDED.total_earned`.execute(trx);
}

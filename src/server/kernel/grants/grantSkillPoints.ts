import { sql, type Transaction } from 'kysely';
import { skillPointsTotal } from '../../../shared/rules/skills/skillPoints';
import type { Database } from '../../db/schema';
import { queueSkillPointsAwarded } from '../skillPointsAwardedEvent';
import type { Outbox } from '../../realtime/afterCommit';

/**
 * Raises the character's skill points by `amount` (a quest reward) inside the act's transaction,
 * in one statement; SkillPointsAwarded goes out after COMMIT with the points it now has.
 */
export async function grantSkillPoints(trx: Transaction<Database>, outbox: Outbox, characterId: number, amount: number, message: string): Promise<void> {
  const whole = Math.floor(amount);
  if (whole <= 0) return;
  const row = await trx
    .updateTable('characters')
    .set({ bonus_skill_points: sql`bonus_skill_points + ${whole}` })
    .where('id', '=', characterId)
    .returning(['skill_points_used', 'bonus_skill_points'])
    .executeTakeFirstOrThrow();
  queueSkillPointsAwarded(outbox, {
    character_id: characterId,
    reason: 'quest_reward',
    experience_type: null,
    amount: whole,
    skill_points: { used: row.skill_points_used, total: skillPointsTotal(row.bonus_skill_points) },
    message,
  });
}

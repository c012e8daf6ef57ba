import { sql } from 'kysely';
import { forceExperience } from '../../../shared/rules/combat/forceAbilities';
import { leadershipExperience } from '../../../shared/rules/party/leadership';
import { grantExperience } from '../../kernel/grants/grantExperience';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { forceUsesOf } from './forceMove';

/** The party leader among the winners and how many of its party-mates won beside it; null when none leads another. */
async function leaderOf(act: CharacterAct, winnerIds: readonly number[]): Promise<{ leaderId: number; mates: number } | null> {
  if (winnerIds.length < 2) return null;
  const result = await sql<{ leader_id: number; mates: number }>`
    SELECT p.leader_id::int AS leader_id, count(*)::int AS mates
    FROM parties p JOIN party_members m ON m.party_id = p.id AND m.character_id <> p.leader_id
    WHERE p.leader_id IN (${sql.join([...winnerIds])}) AND m.character_id IN (${sql.join([...winnerIds])})
    GROUP BY p.leader_id
    ORDER BY mates DESC, p.leader_id
    LIMIT 1`.execute(act.trx);
  const row = result.rows[0];
  return row ? { leaderId: row.leader_id, mates: row.mates } : null;
}

/**
 * What a victory pays besides combat and weapon experience (docs/GAME_RULES.md "Leadership and
 * social", "The Force"): the party's leader standing among the winners earns leadership for the
 * mates who won beside it, and each winner who used the Force in the fight earns force experience.
 */
export async function payLeadershipAndForce(act: CharacterAct, sessionId: number, opponentLevel: number, winnerIds: readonly number[]): Promise<void> {
  const led = await leaderOf(act, winnerIds);
  if (led) await grantExperience(act.trx, led.leaderId, 'leadership', leadershipExperience(opponentLevel, led.mates), act.outbox);
  const uses = await forceUsesOf(act.trx, sessionId);
  for (const id of winnerIds) await grantExperience(act.trx, id, 'force', forceExperience(opponentLevel, uses.get(id) ?? 0), act.outbox);
}

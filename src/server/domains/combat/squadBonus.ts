import { sql, type Transaction } from 'kysely';
import { squadDamagePercent } from '../../../shared/rules/party/leadership';
import type { Database } from '../../db/schema';
import { characterModifiers, learnedModifiersSql, type LearnedModifiers } from '../skills/characterModifiers';

/**
 * The percent a fighter's blows gain from its party's leader standing in the same fight (the
 * leader's squad_bonus); 0 when it fights alone, leads itself, or its leader is not beside it.
 * One statement, sent only when others stand in the fight: the leader and its modifiers together.
 */
export async function squadBonusPercent(trx: Transaction<Database>, characterId: number, standingBeside: readonly number[]): Promise<number> {
  if (standingBeside.length === 0) return 0;
  const result = await sql<{ learned: LearnedModifiers[] }>`
    SELECT ${learnedModifiersSql(sql.ref<number>('sb_party.leader_id'))} AS learned
    FROM party_members sb_me JOIN parties sb_party ON sb_party.id = sb_me.party_id
    WHERE sb_me.character_id = ${characterId} AND sb_party.leader_id IN (${sql.join([...standingBeside])})`.execute(trx);
  const leader = result.rows[0];
  return leader ? squadDamagePercent(characterModifiers(leader.learned).squad_bonus, true) : 0;
}

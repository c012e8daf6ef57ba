import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * The HAM regeneration rate an entertainer's buff gives the character (`characterId`, a column of
 * the outer statement) at `at`: its multiplier while the buff lasts, else 1. A fragment, so the
 * galaxy clock's recovery reads it in the statement it already sends.
 */
export function regenerationRateSql(characterId: Expression<number>, at: Date): RawBuilder<number> {
  // A crafted meal's "well fed" buff (issue 38) multiplies on top: both can run at once.
  return sql<number>`(COALESCE((SELECT eb_buff.regeneration_multiplier FROM entertainment_buffs eb_buff
    WHERE eb_buff.character_id = ${characterId} AND eb_buff.expires_at > ${at}::timestamptz), 1)
    * COALESCE((SELECT 1 + fb.regeneration_percent / 100.0 FROM food_buffs fb
    WHERE fb.character_id = ${characterId} AND fb.expires_at > ${at}::timestamptz), 1))::float8`;
}

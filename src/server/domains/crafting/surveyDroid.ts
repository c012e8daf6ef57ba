import { sql, type Expression } from 'kysely';

/** The extra survey reach of the best survey droid the character carries (0 without one), as a subquery. */
export function surveyDroidReachSql(characterId: Expression<number>) {
  return sql<number>`(SELECT coalesce(max((i.crafted_stats->'meta_data'->>'droid_reach')::int), 0)::int FROM items i
    WHERE i.character_id = ${characterId} AND i.crafted_stats->'meta_data'->>'droid' = 'survey')`;
}

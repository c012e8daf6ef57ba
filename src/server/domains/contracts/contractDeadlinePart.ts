import { sql } from 'kysely';
import type { CharacterPart } from '../../kernel/characterPart';

/** The character's active contracts with their deadlines (the Character's trading_contracts, seed 000 §3), soonest first. */
export const contractDeadlinePart: CharacterPart<{ id: number; deadline_ms: number }[], { id: number; deadline: string }[]> = {
  sql: () => sql<{ id: number; deadline_ms: number }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', tc.id, 'deadline_ms', round(extract(epoch FROM tc.deadline_at) * 1000))), '[]')
    FROM trading_contracts tc
    WHERE tc.character_id = c.id AND tc.status = 'active' AND tc.deadline_at IS NOT NULL)`,
  // Sorted here, not by the aggregate: a sort per read costs PostgreSQL more than it costs us.
  present: (rows) =>
    [...rows]
      .sort((a, b) => Number(a.deadline_ms) - Number(b.deadline_ms) || a.id - b.id)
      .map((row) => ({ id: row.id, deadline: new Date(Number(row.deadline_ms)).toISOString() })),
};

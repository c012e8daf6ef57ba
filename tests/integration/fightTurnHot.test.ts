import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** The columns of its session a fight turn that goes on writes (takeAction.ts's write statement). */
const TURN_COLUMNS = ['opponent_health', 'opponent_action', 'opponent_mind', 'opponent_defending', 'posture', 'range', 'player_defending', 'turn_number', 'message', 'last_action_at', 'current_turn', 'explosives_thrown_by'];

describe("a fight turn's session update (issue 40)", () => {
  it('is free to be HOT: no index of combat_sessions reads a column a turn writes, and its pages keep room for the new version', async () => {
    const { rows: indexes } = await sql<{ definition: string }>`
      SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i WHERE i.indrelid = 'combat_sessions'::regclass`.execute(ctx.database.db);
    expect(indexes.length).toBeGreaterThan(0);
    for (const { definition } of indexes) {
      const read = TURN_COLUMNS.filter((column) => new RegExp(`\\b${column}\\b`).test(definition));
      expect(read, definition).toEqual([]);
    }
    const { rows } = await sql<{ options: string[] | null }>`SELECT reloptions AS options FROM pg_class WHERE oid = 'combat_sessions'::regclass`.execute(ctx.database.db);
    expect(rows[0]?.options).toContain('fillfactor=70');
  });
});

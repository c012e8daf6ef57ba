import type { Db } from '../../db/database';

/** Each character's active contracts with their deadlines (the Character's trading_contracts, seed 000 §3). */
export async function contractDeadlines(db: Db, characterIds: readonly number[]): Promise<Map<number, { id: number; deadline: string }[]>> {
  const byCharacter = new Map<number, { id: number; deadline: string }[]>(characterIds.map((id) => [id, []]));
  if (characterIds.length === 0) return byCharacter;
  const rows = await db
    .selectFrom('trading_contracts')
    .select(['id', 'character_id', 'deadline_at'])
    .where('character_id', 'in', characterIds)
    .where('status', '=', 'active')
    .orderBy('deadline_at')
    .execute();
  for (const row of rows) {
    if (row.character_id === null || row.deadline_at === null) continue;
    byCharacter.get(row.character_id)?.push({ id: row.id, deadline: row.deadline_at.toISOString() });
  }
  return byCharacter;
}

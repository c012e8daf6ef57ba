import type { Kysely, Transaction } from 'kysely';
import type { HamView } from '../../../shared/api';
import type { Database } from '../../db/schema';
import { COMBAT_COLUMNS, encumbranceSql, hamOf, type CombatRow } from './combatPart';

/** The character's combat row with what it carries, as HAM shows it. */
export async function readCombat(db: Kysely<Database> | Transaction<Database>, characterId: number): Promise<{ row: CombatRow; ham: HamView }> {
  const found = await db
    .selectFrom('characters as c')
    .innerJoin('character_combat as cc', 'cc.character_id', 'c.id')
    .select(COMBAT_COLUMNS.map((column) => `cc.${column}` as const))
    .select(encumbranceSql.as('encumbrance'))
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  const { encumbrance, ...row } = found;
  return { row, ham: hamOf(row, encumbrance) };
}

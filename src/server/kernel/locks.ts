import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import { prepared, preparedStatement } from '../db/preparedStatements';
import type { LedgerReason, LedgerReferenceType } from '../../shared/api/ledger';
import type { CharactersTable, Database, ShipsTable } from '../db/schema';
import { notFound } from './refusal';
import { assertNotTravelling } from './travelGuard';

export const SHIP_NOT_FOUND = 'Ship not found.';

/** The character row as a money-moving transaction needs it. */
export interface LockedCharacter {
  id: number;
  credits: number;
  place_id: number;
  active_ship_id: number | null;
}

export interface LockOptions {
  /** Acts a travelling character may still do (abandoning a contract); refused otherwise. */
  whileTravelling?: 'allow' | 'refuse';
}

/**
 * Locks the character row and reads its credits, then refuses a travelling character
 * unless told otherwise: always the first lock of a transaction that moves credits or ships, so
 * two requests of one character queue here and the second sees the first's result.
 * Lock order: character (several: by id, `lockCharacters`), then ships by id, then market and
 * contract rows. FOR NO KEY UPDATE, not FOR UPDATE: acts of one character still queue, but a row
 * that merely references the character (a captain's log line, a party member's shared quest step
 * event) can be written by another act meanwhile, so two party members acting at once don't deadlock.
 */
export async function lockCharacter(trx: Transaction<Database>, characterId: number, options: LockOptions = {}): Promise<LockedCharacter> {
  const row = await prepared(trx.selectFrom('characters').select(['id', 'credits', 'place_id', 'active_ship_id']).where('id', '=', characterId).forNoKeyUpdate()).executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  if (options.whileTravelling !== 'allow') await assertNotTravelling(trx, characterId);
  return row;
}

/** The tables whose rows have an `id`: those an act may lock beside its character (`RowBeside`). */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

/** A row an act locks right after its character, in the character's own statement (`lockCharacterWith`). */
export interface RowBeside<Table extends TableWithId> {
  table: Table;
  id: number;
}

/**
 * `lockCharacter` and, in the same statement (one round trip fewer, issue 40), the row `beside`
 * FOR UPDATE. A statement takes its row locks in the order of its locking clauses (not of its FROM
 * list: on PostgreSQL 15, `FOR UPDATE OF b FOR NO KEY UPDATE OF c` waits for b before it locks c),
 * so the character's clause comes first, as the lock order wants. The row is undefined when there
 * is no such row; the character is then locked by `lockCharacter` alone (its refusals: no
 * character, travelling).
 */
export async function lockCharacterWith<Table extends TableWithId>(
  trx: Transaction<Database>,
  characterId: number,
  beside: RowBeside<Table>,
  options: LockOptions = {},
): Promise<{ character: LockedCharacter; row: Selectable<Database[Table]> | undefined }> {
  // The character's columns under names no table has, beside the row's own; its locking clause first.
  const { rows } = await sql<Record<string, unknown>>`
    SELECT c.id AS "character:id", c.credits AS "character:credits", c.place_id AS "character:place_id", c.active_ship_id AS "character:active_ship_id", b.*
    FROM characters c JOIN ${sql.table(beside.table)} b ON b.id = ${beside.id}
    WHERE c.id = ${characterId}
    FOR NO KEY UPDATE OF c FOR UPDATE OF b ${preparedStatement}`.execute(trx);
  const found = rows[0];
  if (!found) return { character: await lockCharacter(trx, characterId, options), row: undefined };
  const { 'character:id': id, 'character:credits': credits, 'character:place_id': placeId, 'character:active_ship_id': activeShipId, ...row } = found;
  if (options.whileTravelling !== 'allow') await assertNotTravelling(trx, characterId);
  return { character: { id, credits, place_id: placeId, active_ship_id: activeShipId } as LockedCharacter, row: row as Selectable<Database[Table]> };
}

/**
 * Locks several character rows in ascending id order, one statement (PostgreSQL locks the rows as
 * the sort hands them over): two acts that each lock a group of characters, such as two party
 * members completing contracts at once, then queue instead of deadlocking. Call it before any
 * other lock of the transaction; `lockCharacter` on one of them afterwards re-reads it for free.
 * Returns the ids that exist.
 */
export async function lockCharacters(trx: Transaction<Database>, characterIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(characterIds)];
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('characters').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
  return rows.map((row) => row.id);
}

/** Locks one of the character's ships; another character's ship is as good as missing (404). */
export async function lockOwnedShip(trx: Transaction<Database>, characterId: number, shipId: number): Promise<Selectable<ShipsTable>> {
  const ship = await trx.selectFrom('ships').selectAll().where('id', '=', shipId).where('character_id', '=', characterId).forUpdate().executeTakeFirst();
  if (!ship) throw notFound(SHIP_NOT_FOUND);
  return ship;
}

/** The ship row, locked for the rest of the transaction; undefined when there is no such ship. */
export async function lockShip(trx: Transaction<Database>, shipId: number) {
  return trx
    .selectFrom('ships')
    .select(['id', 'character_id', 'name', 'cargo_capacity', 'fuel', 'max_fuel', 'speed', 'fuel_efficiency', 'ship_template_id'])
    .where('id', '=', shipId)
    .forUpdate()
    .executeTakeFirst();
}

/** One change of a character's credits, as its ledger row records it. */
export interface CreditMovement {
  /** Credits in (positive) or out (negative); zero moves nothing and writes no row. */
  amount: number;
  reason: LedgerReason;
  /** The trade, contract, journey, ship or upgrade the movement belongs to. */
  reference?: { type: LedgerReferenceType; id: number };
  at: Date;
}

/**
 * The one way credits change: adds `amount` to the character's credits (with any other columns
 * the same act changes, `updated_at` or reputation) and writes the ledger row with the balance
 * after, in one statement inside the caller's transaction, after the caller has locked the
 * character (`lockCharacter`). The column's CHECK refuses debt. Returns the balance after.
 */
export async function moveCredits(trx: Transaction<Database>, characterId: number, movement: CreditMovement, also: Updateable<CharactersTable> = {}): Promise<number> {
  const { amount, reason, reference, at } = movement;
  if (!Number.isSafeInteger(amount)) throw new Error(`moveCredits: ${amount} is not a whole number of credits`);
  if (amount === 0) {
    const row =
      Object.keys(also).length > 0
        ? await trx.updateTable('characters').set(also).where('id', '=', characterId).returning('credits').executeTakeFirst()
        : await trx.selectFrom('characters').select('credits').where('id', '=', characterId).executeTakeFirst();
    if (!row) throw notFound('Character not found.');
    return row.credits;
  }
  const row = await prepared(
    trx
      .with('moved', (db) =>
        db
          .updateTable('characters')
          .set((eb) => ({ ...also, credits: eb('credits', '+', amount) }))
          .where('id', '=', characterId)
          .returning(['id', 'credits']),
      )
      .insertInto('credit_ledger')
      .columns(['character_id', 'amount', 'reason', 'balance_after', 'reference_type', 'reference_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('moved')
          .select([
            'moved.id',
            sql<number>`${amount}::bigint`.as('amount'),
            sql<LedgerReason>`${reason}`.as('reason'),
            'moved.credits',
            sql<LedgerReferenceType | null>`${reference?.type ?? null}`.as('reference_type'),
            sql<number | null>`${reference?.id ?? null}::bigint`.as('reference_id'),
            sql<Date>`${at}::timestamptz`.as('created_at'),
          ]),
      )
      .returning('balance_after'),
  ).executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  return row.balance_after;
}

import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { STARTING_CREDITS } from '../../src/shared/rules/startingCharacter';

/**
 * Replays every character's ledger against its balance: the first row opens it with the starting
 * credits, each balance_after is the one before plus the amount, and the last is the credits the
 * character holds. A credit moved without a ledger row, or a row without its move, fails here.
 * Returns how many rows were replayed.
 */
export async function expectEveryLedgerToReplay(db: Db): Promise<number> {
  const characters = await db.selectFrom('characters').select(['id', 'credits']).orderBy('id').execute();
  const rows = await db.selectFrom('credit_ledger').select(['character_id', 'amount', 'reason', 'balance_after']).orderBy('id').execute();
  let replayed = 0;
  for (const character of characters) {
    const own = rows.filter((row) => row.character_id === character.id);
    expect(own[0], `character ${character.id}`).toMatchObject({ reason: 'opening_balance', amount: STARTING_CREDITS, balance_after: STARTING_CREDITS });
    let balance = 0;
    for (const row of own) {
      balance += row.amount;
      expect(row.balance_after, `character ${character.id}, ${row.reason} ${row.amount}`).toBe(balance);
    }
    expect(balance, `character ${character.id}: starting credits + the ledger's amounts`).toBe(character.credits);
    replayed += own.length;
  }
  return replayed;
}

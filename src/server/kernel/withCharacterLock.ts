import type { Transaction, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { CharactersTable, Database } from '../db/schema';
import { transactionThenBroadcast, type Outbox } from '../realtime/afterCommit';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Clock } from '../time/clock';
import { lockCharacter, lockCharacters, moveCredits, type CreditMovement, type LockedCharacter, type LockOptions } from './locks';

/** What a credit-moving service needs from the app. */
export interface MoneyDeps {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
}

/** One act of a character under its row lock: the transaction, the events to send, and its credits. */
export interface CharacterAct {
  trx: Transaction<Database>;
  /** Events queued here are written to the captain's log with the change and sent after COMMIT. */
  outbox: Outbox;
  now: Date;
  /** The locked row; `credits` follows `moveCredits`. */
  character: LockedCharacter;
  /**
   * Moves the character's credits by `amount` (never below zero) and writes its ledger row, with
   * other columns the act changes; returns the balance after.
   */
  moveCredits(movement: Omit<CreditMovement, 'at'>, also?: Updateable<CharactersTable>): Promise<number>;
}

/** The act of `character`, already locked in `trx`: its credits move through `moveCredits` at `now`. */
export function characterAct(trx: Transaction<Database>, outbox: Outbox, now: Date, character: LockedCharacter): CharacterAct {
  return {
    trx,
    outbox,
    now,
    character,
    moveCredits: async (movement, also) => {
      character.credits = await moveCredits(trx, character.id, { ...movement, at: now }, also);
      return character.credits;
    },
  };
}

/**
 * The one way to move money: runs `work` in one transaction that first locks the character row
 * and refuses a travelling character (unless `whileTravelling: 'allow'`), lets it move credits
 * (each movement a ledger row),
 * then writes the queued events to the captain's log and broadcasts them after COMMIT. Ships,
 * markets and contracts are locked by `work`, after the character. `together`: other characters the
 * act may pay (a party's fighters), locked with it in id order first, so two of them acting at once
 * queue instead of deadlocking.
 */
export function withCharacterLock<T>(deps: MoneyDeps, characterId: number, work: (act: CharacterAct) => Promise<T>, options: LockOptions & { together?: readonly number[] } = {}): Promise<T> {
  const now = deps.clock.now();
  return transactionThenBroadcast(
    deps.db,
    deps.broadcaster,
    async (trx, outbox) => {
      if (options.together?.length) await lockCharacters(trx, [characterId, ...options.together]);
      const character = await lockCharacter(trx, characterId, options);
      return work(characterAct(trx, outbox, now, character));
    },
    now,
  );
}

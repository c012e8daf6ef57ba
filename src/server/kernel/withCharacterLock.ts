import type { Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { CharactersTable, Database } from '../db/schema';
import { transactionThenBroadcast, type Outbox } from '../realtime/afterCommit';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Clock } from '../time/clock';
import type { Fact, FactListeners } from './facts';
import { lockCharacter, lockCharacters, lockCharacterWith, moveCredits, type CreditMovement, type LockedCharacter, type LockOptions, type RowBeside, type TableWithId } from './locks';

/** What a credit-moving service needs from the app. */
export interface MoneyDeps {
  db: Db;
  clock: Clock;
  broadcaster: Broadcaster;
  /** Who hears the facts its acts publish (app.ts registers them). */
  facts: FactListeners;
}

/** One act of a character under its row lock: the transaction, the events to send, and its credits. */
export interface CharacterAct {
  trx: Transaction<Database>;
  /** Events queued here are written to the captain's log with the change and sent after COMMIT. */
  outbox: Outbox;
  now: Date;
  /** The locked row; `credits` follows `moveCredits`. */
  character: LockedCharacter;
  /** The characters locked with it (`together`), itself included, that exist: whose credits `moveCreditsOf` may move. */
  lockedTogether: ReadonlySet<number>;
  /**
   * Moves the character's credits by `amount` (never below zero) and writes its ledger row, with
   * other columns the act changes; returns the balance after.
   */
  moveCredits(movement: Omit<CreditMovement, 'at'>, also?: Updateable<CharactersTable>): Promise<number>;
  /**
   * Moves the credits of another character this act locked with its own (a party's fighters or
   * members sharing a reward, locked by `together` or `lockCharacters`), with its ledger row.
   */
  moveCreditsOf(characterId: number, movement: Omit<CreditMovement, 'at'>, also?: Updateable<CharactersTable>): Promise<number>;
  /**
   * Tells the listeners what the act did, now, inside its transaction (before COMMIT, in publish
   * order): a listener that fails rolls the act back. A fact nobody listens to costs nothing.
   */
  publish(fact: Fact): Promise<void>;
}

/**
 * The act of `character`, already locked in `trx` (a tick's transaction that locked it, a character
 * just inserted): its credits move through `moveCredits` at `now`, its facts go to `facts`.
 */
export function characterAct(trx: Transaction<Database>, outbox: Outbox, now: Date, character: LockedCharacter, facts: FactListeners, lockedTogether: ReadonlySet<number> = new Set([character.id])): CharacterAct {
  const act: CharacterAct = {
    trx,
    outbox,
    now,
    character,
    lockedTogether,
    moveCredits: async (movement, also) => {
      character.credits = await moveCredits(trx, character.id, { ...movement, at: now }, also);
      return character.credits;
    },
    moveCreditsOf: (characterId, movement, also) => (characterId === character.id ? act.moveCredits(movement, also) : moveCredits(trx, characterId, { ...movement, at: now }, also)),
    publish: (fact) => facts.deliver(fact, act),
  };
  return act;
}

/** Locks `characterId` in a transaction already open (a tick's, a session's timeout) and opens its act there. */
export async function lockedCharacterAct(trx: Transaction<Database>, outbox: Outbox, now: Date, characterId: number, facts: FactListeners, options: LockOptions = {}): Promise<CharacterAct> {
  return characterAct(trx, outbox, now, await lockCharacter(trx, characterId, options), facts);
}

/**
 * The one way to move money: runs `work` in one transaction that first locks the character row
 * and refuses a travelling character (unless `whileTravelling: 'allow'`), lets it move credits
 * (each movement a ledger row),
 * then writes the queued events to the captain's log and broadcasts them after COMMIT. Ships,
 * markets and contracts are locked by `work`, after the character. `together`: other characters the
 * act may pay (a party's fighters), locked with it in id order first, so two of them acting at once
 * queue instead of deadlocking. `beside`: a row the act locks right after the character, in the
 * character's statement (`lockCharacterWith`); `work` gets it (undefined when there is no such row).
 */
export function withCharacterLock<T, Table extends TableWithId = never>(
  deps: MoneyDeps,
  characterId: number,
  work: (act: CharacterAct, beside: Selectable<Database[Table]> | undefined) => Promise<T>,
  options: LockOptions & { together?: Together; beside?: RowBeside<Table> } = {},
): Promise<T> {
  const now = deps.clock.now();
  return transactionThenBroadcast(
    deps.db,
    deps.broadcaster,
    async (trx, outbox) => {
      const together = typeof options.together === 'function' ? await options.together(trx) : options.together?.length ? options.together : undefined;
      const locked = together ? await lockCharacters(trx, [characterId, ...together]) : [characterId];
      const { character, row } = options.beside ? await lockCharacterWith(trx, characterId, options.beside, options) : { character: await lockCharacter(trx, characterId, options), row: undefined };
      return work(characterAct(trx, outbox, now, character, deps.facts, new Set(locked)), row);
    },
    now,
  );
}

/**
 * Other characters an act locks with its own: their ids, or a read of them inside the transaction
 * before any lock (the party members beside a contract's completer), so the set is the one locked.
 */
export type Together = readonly number[] | ((trx: Transaction<Database>) => Promise<readonly number[]>);

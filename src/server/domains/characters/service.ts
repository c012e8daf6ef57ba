import { sql } from 'kysely';
import { MAX_CHARACTERS_PER_ACCOUNT, type Character } from '../../../shared/api';
import { STARTING_CREDITS } from '../../../shared/rules/startingCharacter';
import { characterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { transactionThenBroadcast } from '../../realtime/afterCommit';
import { compiledOnce } from '../../db/compiledOnce';
import { isUniqueViolation, type Db } from '../../db/database';
import { fieldError, forbidden, notFound } from '../../kernel/refusal';
import type { PlaceDirectory } from '../places/placeDirectory';
import { giveStarterShip } from '../ships/starterShip';
import { settleDueJourneys } from '../travel/settleJourney';
import { CharacterParts, type HandedInParts } from './characterExtras';
import { presentCharacter, selectCharacters, type CharacterRow } from './characterQuery';

const NAME_TAKEN = 'The name has already been taken.';
const CHARACTER_NOT_FOUND = 'Character not found.';

type CharacterRead = (db: Db, now: Date, key: number) => Promise<CharacterRow[]>;
type Narrow = (query: ReturnType<typeof selectCharacters>, key: number) => ReturnType<typeof selectCharacters>;

/** A player's characters: only the owner may read or change one. */
export class CharacterService {
  private readonly parts: CharacterParts;
  /** The character statement for one character and for a player's characters, each compiled once. */
  private readonly byId: CharacterRead;
  private readonly byUser: CharacterRead;

  constructor(
    private readonly deps: MoneyDeps,
    private readonly places: PlaceDirectory,
    handedIn: HandedInParts,
  ) {
    const parts = new CharacterParts(handedIn);
    const compile = (narrow: Narrow): CharacterRead => compiledOnce((db, now: Date, key: number) => narrow(selectCharacters(db, now, parts), key));
    this.parts = parts;
    this.byId = compile((query, id) => query.where('c.id', '=', id));
    this.byUser = compile((query, userId) => query.where('c.user_id', '=', userId).orderBy('c.id'));
  }

  private get db(): Db {
    return this.deps.db;
  }

  private present(rows: CharacterRow[]): Promise<Character[]> {
    return Promise.all(rows.map(async (row) => presentCharacter(row, await this.places.get(row.place_id), this.parts.extrasOf(row))));
  }

  /**
   * Reads characters in one statement. A journey whose event or arrival has come but that the
   * galaxy clock hasn't settled yet is flagged by that statement; only then (rarely) is it
   * settled here and the characters read again, so the reader sees where it now stands.
   */
  private async read(statement: CharacterRead, key: number): Promise<CharacterRow[]> {
    const now = this.deps.clock.now();
    const rows = await statement(this.db, now, key);
    const due = rows.filter((row) => this.parts.journeyDue(row)).map((row) => row.id);
    if (due.length === 0) return rows;
    await settleDueJourneys({ ...this.deps, places: this.places }, now, due);
    return statement(this.db, now, key);
  }

  async list(userId: number): Promise<Character[]> {
    return this.present(await this.read(this.byUser, userId));
  }

  /**
   * The account's last played character: the one whose captain's log (every act and notice it
   * had) moved last, else the newest; null when the account has none. One statement.
   */
  async lastPlayed(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('characters as c')
      .select('c.id')
      .where('c.user_id', '=', userId)
      .orderBy((eb) => eb.selectFrom('captains_log_entries as l').select((e) => e.fn.max('l.created_at').as('at')).whereRef('l.character_id', '=', 'c.id'), sql`desc nulls last`)
      .orderBy('c.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async get(userId: number, id: number): Promise<Character> {
    const [row] = await this.read(this.byId, id);
    if (!row) throw notFound(CHARACTER_NOT_FOUND);
    if (row.user_id !== userId) throw forbidden();
    const [character] = await this.present([row]);
    return character as Character;
  }

  /**
   * A new character with the starting credits, at the starting system's shuttleport: its first act,
   * opened on the row just inserted; CharacterCreated starts what listens for newcomers (the tutorial).
   */
  async create(userId: number, name: string): Promise<Character> {
    const now = this.deps.clock.now();
    const id = await transactionThenBroadcast(this.db, this.deps.broadcaster, async (trx, outbox) => {
      // Lock the account row so two concurrent creates can't both pass the limit.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const owned = await trx.selectFrom('characters').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(owned.n) >= MAX_CHARACTERS_PER_ACCOUNT) {
        throw fieldError('name', `You can have at most ${MAX_CHARACTERS_PER_ACCOUNT} characters.`);
      }
      const start = await trx
        .selectFrom('places as p')
        .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
        .select('p.id')
        .where('sa.is_starting', '=', true)
        .where('p.place_type', '=', 'shuttleport')
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('characters')
        .values({ user_id: userId, name, place_id: start.id, credits: 0 })
        .returning(['id', 'credits', 'place_id', 'active_ship_id'])
        .executeTakeFirstOrThrow();
      const act = characterAct(trx, outbox, now, row, this.deps.facts);
      // The starting credits go through the money kernel like every other credit: the ledger opens with them.
      await act.moveCredits({ amount: STARTING_CREDITS, reason: 'opening_balance' });
      await giveStarterShip(trx, row.id);
      await act.publish({ kind: 'CharacterCreated' });
      return row.id;
    }, now).catch((error: unknown) => {
      if (isUniqueViolation(error, 'characters_name_unique')) throw fieldError('name', NAME_TAKEN);
      throw error;
    });
    return this.get(userId, id);
  }

  async rename(userId: number, id: number, name: string): Promise<Character> {
    await this.get(userId, id);
    try {
      await this.db.updateTable('characters').set({ name, updated_at: this.deps.clock.now() }).where('id', '=', id).where('user_id', '=', userId).execute();
    } catch (error) {
      if (isUniqueViolation(error, 'characters_name_unique')) throw fieldError('name', NAME_TAKEN);
      throw error;
    }
    return this.get(userId, id);
  }

  async delete(userId: number, id: number): Promise<void> {
    await this.get(userId, id);
    await this.db.deleteFrom('characters').where('id', '=', id).where('user_id', '=', userId).execute();
  }
}

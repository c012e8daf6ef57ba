import { sql, type Expression, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { CombatFighter } from '../../../shared/api';
import { NO_ACTIVE_COMBAT_SESSION } from '../../../shared/rules/combat/combatTerms';
import type { CombatSessionAlliesTable, Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import type { SessionRow } from './sessionRecord';

type Reader = Kysely<Database> | Transaction<Database>;
export type AllyRow = Selectable<CombatSessionAlliesTable>;

/** The party members who joined the session, in the order they came. */
export function alliesOf(db: Reader, sessionId: number): Promise<AllyRow[]> {
  return db.selectFrom('combat_session_allies').selectAll().where('session_id', '=', sessionId).orderBy('joined_at').orderBy('character_id').execute();
}

/** An ally's place in the fight, as alliesSql reads it (all but when it came). */
export type AllyPlace = Omit<AllyRow, 'joined_at' | 'session_id'>;

/** The session's allies as one JSON array, in the order they came (alliesOf), for a statement to fold in. */
export function alliesSql(sessionId: number | Expression<number>): RawBuilder<AllyPlace[]> {
  const id = typeof sessionId === 'number' ? sql.val(sessionId) : sessionId;
  return sql<AllyPlace[]>`(
    SELECT coalesce(json_agg(json_build_object('character_id', al.character_id, 'status', al.status, 'posture', al.posture, 'range', al.range,
                                               'defending', al.defending, 'rewards', al.rewards, 'penalties', al.penalties) ORDER BY al.joined_at, al.character_id), '[]')
    FROM combat_session_allies al WHERE al.session_id = ${id})`;
}

/** Who is in a session, as standingSql reads it. */
export interface SessionFighters {
  character_id: number;
  owner_out: boolean;
  allies: AllyPlace[];
}

/** The session's owner and its allies as one JSON value (null for no such session), for a statement to fold in. */
export const standingSql = (sessionId: number) => sql<SessionFighters | null>`(
  SELECT json_build_object('character_id', ss.character_id, 'owner_out', ss.owner_out, 'allies', ${alliesSql(sql.ref<number>('ss.id'))})
  FROM combat_sessions ss WHERE ss.id = ${sessionId})`;

/** Who still stands on the player's side: the owner unless it fell or left, and the allies fighting. */
export function standingIds(session: Pick<SessionRow, 'character_id' | 'owner_out'>, allies: readonly Pick<AllyRow, 'character_id' | 'status'>[]): number[] {
  return [...(session.owner_out ? [] : [session.character_id]), ...allies.filter((a) => a.status === 'fighting').map((a) => a.character_id)];
}

/** The active fight the character is in, as its owner or as an ally (its id, null when none), for a statement to fold in. */
export const activeFightSql = (characterId: number) => sql<number | null>`(
  SELECT id::int FROM combat_sessions WHERE character_id = ${characterId} AND status = 'active' AND NOT owner_out
  UNION ALL
  SELECT s.id::int FROM combat_session_allies a JOIN combat_sessions s ON s.id = a.session_id
  WHERE a.character_id = ${characterId} AND a.status = 'fighting' AND s.status = 'active'
  LIMIT 1)`;

/** The active fight the character is in, as its owner or as an ally; null when none. */
export async function activeFightOf(db: Reader, characterId: number): Promise<number | null> {
  const row = await db.selectNoFrom(activeFightSql(characterId).as('id')).executeTakeFirstOrThrow();
  return row.id;
}

/** The session locked, when it is active; a missing or finished one is 'No active combat session'. */
export function activeSession(session: SessionRow | undefined): SessionRow {
  if (!session || session.status !== 'active') throw refused(NO_ACTIVE_COMBAT_SESSION);
  return session;
}

/** Locks the session `sessionId` (after the fighters' own locks); a missing or finished one is 'No active combat session'. */
export async function lockActiveSession(trx: Transaction<Database>, sessionId: number): Promise<SessionRow> {
  return activeSession(await trx.selectFrom('combat_sessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst());
}

/**
 * The character's place in the locked `session`: null for the owner while it stands, its ally row
 * while it fights on. Anyone else (the owner out, an ally down or gone, a stranger) is 'No active
 * combat session' (as the spec words it).
 */
export function fighterPlace<Ally extends Pick<AllyRow, 'character_id' | 'status'>>(session: SessionRow, allies: readonly Ally[], characterId: number): Ally | null {
  if (session.character_id === characterId) {
    if (session.owner_out) throw refused(NO_ACTIVE_COMBAT_SESSION);
    return null;
  }
  const ally = allies.find((a) => a.character_id === characterId && a.status === 'fighting');
  if (!ally) throw refused(NO_ACTIVE_COMBAT_SESSION);
  return ally;
}

/**
 * Locks the session `sessionId` for an act of one of its fighters (after the fighters' own locks):
 * the owner while it stands, or an ally still fighting (fighterPlace).
 */
export async function lockFighterSession(trx: Transaction<Database>, characterId: number, sessionId: number): Promise<{ session: SessionRow; ally: AllyRow | null; allies: AllyRow[] }> {
  const session = await lockActiveSession(trx, sessionId);
  const allies = await alliesOf(trx, sessionId);
  return { session, ally: fighterPlace(session, allies, characterId), allies };
}

/** The session as one of its fighters (owner or ally, in any state) reads it; 404 for anyone else. */
export async function readFighterSession(db: Reader, characterId: number, sessionId: number): Promise<{ session: SessionRow; ally: AllyRow | null }> {
  const session = await db.selectFrom('combat_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (session && session.character_id === characterId) return { session, ally: null };
  const ally = session ? await db.selectFrom('combat_session_allies').selectAll().where('session_id', '=', sessionId).where('character_id', '=', characterId).executeTakeFirst() : undefined;
  if (!session || !ally) throw notFound('Combat session not found.');
  return { session, ally };
}

/** The session seen from an ally's place: its own posture, range, guard and what the fight gave or cost it. */
export function asSeenBy(session: SessionRow, ally: Pick<AllyRow, 'posture' | 'range' | 'defending' | 'rewards' | 'penalties'> | null): SessionRow {
  if (!ally) return session;
  return { ...session, posture: ally.posture, range: ally.range, player_defending: ally.defending, rewards: ally.rewards, penalties: ally.penalties };
}

/** A fighter of the player's side as fightersSql reads it. */
export interface FighterName {
  id: number;
  name: string;
  /** Null for the owner (its state is the session's). */
  status: AllyRow['status'] | null;
}

/**
 * The player's side of `session` as one JSON array, for a statement to fold in (its id and owner:
 * values, or columns of the statement, a session it inserts): the owner first,
 * then the allies in the order they came (two index reads: an OR across the join scanned every
 * character, issue 40).
 */
export function fightersSql(session: { id: number | Expression<number>; character_id: number | Expression<number> }): RawBuilder<FighterName[]> {
  return sql<FighterName[]>`(
    SELECT coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'status', f.status) ORDER BY f.ally, f.joined_at, f.id), '[]')
    FROM (SELECT fo.id, fo.name, NULL AS status, false AS ally, NULL::timestamptz AS joined_at FROM characters fo WHERE fo.id = ${session.character_id}
          UNION ALL
          SELECT fc.id, fc.name, fa.status, true, fa.joined_at FROM combat_session_allies fa JOIN characters fc ON fc.id = fa.character_id WHERE fa.session_id = ${session.id}) f)`;
}

/** The player's side as the session shows it, from what fightersSql read. */
export function presentFighters(session: Pick<SessionRow, 'character_id' | 'owner_out' | 'penalties'>, rows: readonly FighterName[]): CombatFighter[] {
  const owner = rows.find((r) => r.id === session.character_id);
  const allies = rows.filter((r) => r.id !== session.character_id);
  // The owner out of the fight fell (its defeat's cost is on the session) or left.
  const ownerStatus = session.owner_out ? (session.penalties ? 'down' : 'left') : 'fighting';
  return [
    ...(owner ? [{ character_id: owner.id, name: owner.name, owner: true, status: ownerStatus as CombatFighter['status'] }] : []),
    ...allies.map((a) => ({ character_id: a.id, name: a.name, owner: false, status: (a.status ?? 'fighting') as CombatFighter['status'] })),
  ];
}

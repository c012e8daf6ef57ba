import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
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

/** Who still stands on the player's side: the owner unless it fell or left, and the allies fighting. */
export function standingIds(session: Pick<SessionRow, 'character_id' | 'owner_out'>, allies: readonly AllyRow[]): number[] {
  return [...(session.owner_out ? [] : [session.character_id]), ...allies.filter((a) => a.status === 'fighting').map((a) => a.character_id)];
}

/** The active fight the character is in, as its owner or as an ally; null when none. */
export async function activeFightOf(db: Reader, characterId: number): Promise<number | null> {
  const row = await sql<{ id: number }>`
    SELECT id::int FROM combat_sessions WHERE character_id = ${characterId} AND status = 'active' AND NOT owner_out
    UNION ALL
    SELECT s.id::int FROM combat_session_allies a JOIN combat_sessions s ON s.id = a.session_id
    WHERE a.character_id = ${characterId} AND a.status = 'fighting' AND s.status = 'active'
    LIMIT 1`.execute(db);
  return row.rows[0]?.id ?? null;
}

/**
 * Locks the session `sessionId` for an act of one of its fighters (after the fighters' own locks):
 * the owner while it stands, or an ally still fighting. Anyone else, or a finished session, is 'No
 * active combat session' (as the spec words it).
 */
export async function lockFighterSession(trx: Transaction<Database>, characterId: number, sessionId: number): Promise<{ session: SessionRow; ally: AllyRow | null; allies: AllyRow[] }> {
  const session = await trx.selectFrom('combat_sessions').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst();
  if (!session || session.status !== 'active') throw refused(NO_ACTIVE_COMBAT_SESSION);
  const allies = await alliesOf(trx, sessionId);
  if (session.character_id === characterId) {
    if (session.owner_out) throw refused(NO_ACTIVE_COMBAT_SESSION);
    return { session, ally: null, allies };
  }
  const ally = allies.find((a) => a.character_id === characterId && a.status === 'fighting');
  if (!ally) throw refused(NO_ACTIVE_COMBAT_SESSION);
  return { session, ally, allies };
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
export function asSeenBy(session: SessionRow, ally: AllyRow | null): SessionRow {
  if (!ally) return session;
  return { ...session, posture: ally.posture, range: ally.range, player_defending: ally.defending, rewards: ally.rewards, penalties: ally.penalties };
}

/** The player's side as the session shows it: the owner first, then the allies. */
export async function fightersOf(db: Reader, session: Pick<SessionRow, 'id' | 'character_id' | 'owner_out' | 'penalties'>): Promise<CombatFighter[]> {
  // Two index reads in one statement (an OR across the join scanned every character: issue 40).
  const rows = await db
    .selectFrom('characters as c')
    .select(['c.id', 'c.name', sql<AllyRow['status'] | null>`NULL`.as('status'), sql<Date | null>`NULL::timestamptz`.as('joined_at')])
    .where('c.id', '=', session.character_id)
    .unionAll(
      db
        .selectFrom('combat_session_allies as a')
        .innerJoin('characters as c', 'c.id', 'a.character_id')
        .select(['c.id', 'c.name', 'a.status', 'a.joined_at'])
        .where('a.session_id', '=', session.id),
    )
    .execute();
  const owner = rows.find((r) => r.id === session.character_id);
  const allies = rows.filter((r) => r.id !== session.character_id).sort((a, b) => (a.joined_at?.getTime() ?? 0) - (b.joined_at?.getTime() ?? 0) || a.id - b.id);
  // The owner out of the fight fell (its defeat's cost is on the session) or left.
  const ownerStatus = session.owner_out ? (session.penalties ? 'down' : 'left') : 'fighting';
  return [
    ...(owner ? [{ character_id: owner.id, name: owner.name, owner: true, status: ownerStatus as CombatFighter['status'] }] : []),
    ...allies.map((a) => ({ character_id: a.id, name: a.name, owner: false, status: (a.status ?? 'fighting') as CombatFighter['status'] })),
  ];
}

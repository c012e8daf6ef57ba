import { sql, type Transaction } from 'kysely';
import type { HamView } from '../../../shared/api';
import { combatModifiersOf, type CombatModifiers } from '../../../shared/rules/combat/combatModifiers';
import type { WeaponType } from '../../../shared/rules/combat/combatTerms';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { MoneyDeps } from '../../kernel/withCharacterLock';
import { characterModifiers, learnedModifiersSql } from '../skills/characterModifiers';
import { alliesSql, standingIds, standingSql, type AllyPlace, type SessionFighters } from './allies';
import { COMBAT_COLUMNS, encumbranceSql, hamOf, type CombatRow } from './combatPart';
import { expireSessions, idleSessionsQuery, type IdleSession } from './expireSessions';
import { gearOf, weaponSkillsSql, wornItemsSql, type Gear } from './fighter';

/** The fighters standing in the session but the character (none for no such session). */
const fellowsIn = (session: SessionFighters | null, characterId: number): number[] => (session ? standingIds(session, session.allies).filter((id) => id !== characterId) : []);

/** The other fighters standing in the session, read without a lock (the act locks them with itself): one statement. */
export async function fellowsOf(db: Db, sessionId: number, characterId: number): Promise<number[]> {
  const read = await db.selectNoFrom(standingSql(sessionId).as('session')).executeTakeFirstOrThrow();
  return fellowsIn(read.session, characterId);
}

/**
 * The character's idle sessions end in timeout first (as every read and act of its fights does),
 * then its fellows in the session are read (fellowsOf). Nothing is idle almost always: then the
 * idle check and the fellows are one statement.
 */
export async function fellowsAfterExpiry(deps: Pick<MoneyDeps, 'db' | 'clock' | 'broadcaster' | 'facts'>, sessionId: number, characterId: number): Promise<number[]> {
  const now = deps.clock.now();
  const idle = sql<IdleSession[]>`(SELECT coalesce(json_agg(idle), '[]') FROM (${idleSessionsQuery(deps.db, now, [characterId])}) idle)`;
  const read = await deps.db.selectNoFrom([idle.as('idle'), standingSql(sessionId).as('session')]).executeTakeFirstOrThrow();
  if (read.idle.length === 0) return fellowsIn(read.session, characterId);
  await expireSessions(deps, now, read.idle);
  return fellowsOf(deps.db, sessionId, characterId);
}

/** What a turn reads of its fighter under the session's lock. */
export interface TurnFighter {
  row: CombatRow;
  /** What the skills it has learned add to its blows and guard. */
  modifiers: CombatModifiers;
  skills: { weapon_type: WeaponType; skill_level: number }[];
  gear: Gear;
  /** Its HAM as the row stands (the carried weight of its gear with it). */
  ham: (row: CombatRow) => HamView;
  /** The session's allies, in the order they came. */
  allies: AllyPlace[];
}

/**
 * Locks the acting fighter's combat row (after the character's and the session's locks) and reads,
 * in the same statement, its learned modifiers, weapon skills and worn gear, and the allies of the
 * session `sessionId`. The statement starts once the session is locked, so it sees every ally that
 * joined or left before the lock (as a read of its own after the lock would).
 */
export async function lockTurnFighter(trx: Transaction<Database>, characterId: number, sessionId: number): Promise<TurnFighter> {
  const { learned, skills, worn, encumbrance, allies, ...row } = await trx
    .selectFrom('characters as c')
    .innerJoin('character_combat as cc', 'cc.character_id', 'c.id')
    .select(COMBAT_COLUMNS.map((column) => `cc.${column}` as const))
    .select([
      learnedModifiersSql(characterId).as('learned'),
      weaponSkillsSql(characterId).as('skills'),
      wornItemsSql(characterId).as('worn'),
      encumbranceSql.as('encumbrance'),
      alliesSql(sessionId).as('allies'),
    ])
    .where('c.id', '=', characterId)
    .forUpdate('cc')
    .executeTakeFirstOrThrow();
  return { row, modifiers: combatModifiersOf(characterModifiers(learned)), skills, gear: gearOf(worn), ham: (after) => hamOf(after, encumbrance), allies };
}

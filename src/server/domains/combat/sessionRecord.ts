import { sql, type Expression, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CombatActionResult, CombatFighter, CombatRewards, CombatSessionDetail, CombatSessionSummary } from '../../../shared/api';
import type { EnemyKind, OpponentType } from '../../../shared/rules/combat/combatTerms';
import type { OpponentAbility } from '../../../shared/rules/combat/enemyProfile';
import { poolBars, type Pools } from '../../../shared/rules/combat/hamRules';
import { SESSION_TIMEOUT_MS } from '../../../shared/rules/combat/rewards';
import type { CombatSessionsTable, Database } from '../../db/schema';
import { fightersSql, presentFighters, type FighterName } from './allies';

export type SessionRow = Selectable<CombatSessionsTable>;

/** The opponent as the session keeps it from its start: a later spawn or edit doesn't change a fight. */
export interface OpponentSnapshot {
  type: OpponentType;
  id: number;
  name: string;
  kind: EnemyKind | 'npc';
  level: number;
  description: string;
  max: Pools;
  damage: { min: number; max: number };
  accuracy: number;
  defense: number;
  abilities: OpponentAbility[];
  credits: { min: number; max: number };
  superAreaId: number | null;
  loot: { item_template_id: number; name: string; quality: string; chance_percent: number }[];
}

/** What a journey paused by a travel fight takes when the fight ends without a victory. */
export interface JourneyTerms {
  defeat: { hullDamagePercent: number; delayMs: number; outcome: string };
  flight: { hullDamagePercent: number; delayMs: number; outcome: string };
}

/** Reads JSON columns whichever way the driver hands them back. */
export function jsonOf<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const snapshotOf = (row: SessionRow) => jsonOf<OpponentSnapshot>(row.opponent);

/** When an active session times out. */
export function expiresAt(row: Pick<SessionRow, 'last_action_at'>): Date {
  return new Date(row.last_action_at.getTime() + SESSION_TIMEOUT_MS);
}

/** The session's log and its fighters' names as a statement reads them (`logSql`, `fightersSql`). */
export interface LogAndFighters {
  log: { result: unknown; created_at: string }[];
  fighters: FighterName[];
}

/**
 * The session's log as one JSON array, oldest first, for a statement to fold in (the session's id:
 * a value, or a column of the statement, a session it inserts). `written`: a CTE
 * of that statement which inserts log rows of the session (RETURNING id, result, created_at): the
 * statement's snapshot doesn't see its own inserts, so they are read from there.
 */
export const logSql = (sessionId: number | Expression<number>, written?: string) => sql<LogAndFighters['log']>`(
  SELECT coalesce(json_agg(json_build_object('result', ca.result, 'created_at', ca.created_at) ORDER BY ca.id), '[]')
  FROM (SELECT id, result, created_at FROM combat_actions WHERE session_id = ${sessionId}
        ${written ? sql`UNION ALL SELECT id, result, created_at FROM ${sql.table(written)}` : sql``}) ca)`;

/** The session's log and its fighters' names, in one statement. */
async function readLogAndFighters(db: Kysely<Database> | Transaction<Database>, row: SessionRow): Promise<LogAndFighters> {
  return db.selectNoFrom([logSql(row.id).as('log'), fightersSql(row).as('fighters')]).executeTakeFirstOrThrow();
}

function presentOpponent(row: SessionRow) {
  const o = snapshotOf(row);
  return {
    type: o.type,
    id: o.id,
    name: o.name,
    kind: o.kind,
    level: o.level,
    description: o.description,
    ham: poolBars({ health: row.opponent_health, action: row.opponent_action, mind: row.opponent_mind }, o.max),
    defense: o.defense,
    arena: row.arena,
  };
}

/** The character's side as a session shows it: pools now and the stance taken. */
export interface FighterNow {
  pools: Pools;
  stanceId: number | null;
}

/**
 * A session as the pages show it, with its log; `read`: the log and fighters as they stand now,
 * when the caller's statement already read them, else they are read here.
 */
export async function presentSession(db: Kysely<Database> | Transaction<Database>, row: SessionRow, fighter: FighterNow, read?: LogAndFighters): Promise<CombatSessionDetail> {
  const stored = read ?? (await readLogAndFighters(db, row));
  const log: CombatActionResult[] = stored.log.map((entry) => ({ ...jsonOf<Omit<CombatActionResult, 'at'>>(entry.result), at: new Date(entry.created_at).toISOString() }));
  const fighters: CombatFighter[] = presentFighters(row, stored.fighters);
  return {
    ...summariseSession(row),
    combat_type: row.combat_type,
    posture: row.posture,
    range: row.range,
    stance_id: fighter.stanceId,
    opponent: presentOpponent(row),
    player: fighter.pools,
    defending: row.player_defending,
    expires_at: expiresAt(row).toISOString(),
    log,
    penalties: row.penalties ? jsonOf<CombatSessionDetail['penalties']>(row.penalties) : null,
    journey_id: row.journey_id,
    message: row.message,
    fighters,
  };
}

/** A session in the recent list. */
export function summariseSession(row: SessionRow): CombatSessionSummary {
  const o = presentOpponent(row);
  return {
    id: row.id,
    status: row.status,
    turn_number: row.turn_number,
    current_turn: row.current_turn,
    opponent: { type: o.type, id: o.id, name: o.name, kind: o.kind, level: o.level },
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
    rewards: row.rewards ? jsonOf<CombatRewards>(row.rewards) : null,
  };
}

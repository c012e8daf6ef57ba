import { sql, type Transaction } from 'kysely';
import { hashSeed } from '../../../shared/rules/seededRandom';
import { isIncapacitated } from '../../../shared/rules/combat/hamRules';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import type { Outbox } from '../../realtime/afterCommit';
import { activeFightSql, fightersSql } from './allies';
import { queueCombatUpdated } from './combatEvents';
import { COMBAT_COLUMNS } from './combatPart';
import { poolsOf } from './fighter';
import { logSql, type FighterNow, type JourneyTerms, type LogAndFighters, type OpponentSnapshot, type SessionRow } from './sessionRecord';

export const ALREADY_IN_COMBAT = 'You are already in combat.';
export const INCAPACITATED = 'You are incapacitated: rest or heal before you fight again.';

/** Where a fight happens and what it is tied to. */
export interface SessionSetting {
  arena: 'ground' | 'orbit';
  journeyId?: number;
  journeyTerms?: JourneyTerms;
}

/** A session just opened, its fighter as the session shows it, and its log and fighters (for presentSession). */
export interface OpenedSession {
  row: SessionRow;
  fighter: FighterNow;
  shown: LogAndFighters;
}

/**
 * Opens a session against `opponent` inside the caller's transaction (the character already
 * locked): refused while another is active or while incapacitated, both read with the lock of its
 * combat row. The opponent starts fresh. The insert reads back the session's log and fighters.
 */
export async function openSession(trx: Transaction<Database>, outbox: Outbox, characterId: number, opponent: OpponentSnapshot, now: Date, setting: SessionSetting): Promise<OpenedSession> {
  const { fighting, ...combat } = await trx
    .selectFrom('character_combat')
    .select(COMBAT_COLUMNS)
    // An active session of its own (even one it left while its party fights on) or a party fight it joined.
    .select(sql<boolean>`EXISTS (SELECT 1 FROM combat_sessions os WHERE os.character_id = ${characterId} AND os.status = 'active') OR ${activeFightSql(characterId)} IS NOT NULL`.as('fighting'))
    .where('character_id', '=', characterId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (fighting) throw refused(ALREADY_IN_COMBAT);
  if (isIncapacitated(poolsOf(combat))) throw refused(INCAPACITATED);
  const id = sql.ref<number>('combat_sessions.id');
  const { log, fighters, ...row } = await trx
    .insertInto('combat_sessions')
    .values({
      character_id: characterId,
      opponent_type: opponent.type,
      opponent_id: opponent.id,
      opponent: JSON.stringify(opponent),
      opponent_health: opponent.max.health,
      opponent_action: opponent.max.action,
      opponent_mind: opponent.max.mind,
      arena: setting.arena,
      seed: hashSeed(`${characterId}:${opponent.type}:${opponent.id}:${now.toISOString()}`),
      journey_id: setting.journeyId ?? null,
      journey_terms: setting.journeyTerms ? JSON.stringify(setting.journeyTerms) : null,
      started_at: now,
      last_action_at: now,
      message: `${opponent.name} (level ${opponent.level}) faces you.`,
    })
    .returningAll()
    .returning([logSql(id).as('log'), fightersSql({ id, character_id: characterId }).as('fighters')])
    .executeTakeFirstOrThrow();
  queueCombatUpdated(outbox, characterId, { session_id: row.id, status: 'active', turn_number: row.turn_number, message: `Combat started against ${opponent.name}.` });
  return { row, fighter: { pools: poolsOf(combat), stanceId: combat.stance_id }, shown: { log, fighters } };
}

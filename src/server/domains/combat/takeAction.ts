import { sql, type Transaction } from 'kysely';
import type { CombatActionRequest, CombatActionResponse } from '../../../shared/api';
import { createRandom } from '../../../shared/rules/seededRandom';
import { resolveTurn, type Act, type FightState } from '../../../shared/rules/combat/turnEngine';
import type { Database } from '../../db/schema';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import type { EventRecorder } from '../../realtime/broadcaster';
import { wearEquipment } from '../../kernel/wearEquipment';
import type { EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { activeSession, asSeenBy, fightersSql, fighterPlace, readFighterSession, standingIds } from './allies';
import { queueCombatUpdated } from './combatEvents';
import { playerSide, readStance } from './fighter';
import { finishSession, type Ending } from './finishSession';
import { leaveFight, winnersOf } from './partyFight';
import { readCombat } from './hamView';
import { prepareMove } from './playerMove';
import { logSql, presentSession, snapshotOf, type SessionRow } from './sessionRecord';
import { recordForceUse } from './forceMove';
import { squadBonusPercent } from './squadBonus';
import { besideLeader } from '../../../shared/rules/party/leadership';
import { fellowsAfterExpiry, fellowsOf, lockTurnFighter } from './turnReads';
import { isIdle } from './expireSessions';
import { FellowsGuess } from './fellowsGuess';

export const TURN_ALREADY_PLAYED = 'That turn has already been played.';
export const FIGHT_CHANGED = 'Someone joined the fight as you acted: try again.';

/** The dice of one turn: the session's seed and the turn number, so a turn rolls the same however often it is replayed. */
const turnRandom = (seed: number, turn: number) => createRandom((seed + Math.imul(turn, 0x9e3779b1)) >>> 0);

/** The fighters locked with the character were not those standing under the locks (a guess gone wrong, or someone joined meanwhile). */
class FightersChanged extends Error {}

/** The character's own session went idle before this turn: it ends in timeout first (as every read and act of its fights does), outside these locks. */
class SessionIdle extends Error {}

const fellowsGuess = new FellowsGuess();

/**
 * POST session/{id}/action: one locked transaction (the fighters standing in id order, then the
 * session row, locked in the character's own statement, then the acting fighter's combat row): checks the session is active and the
 * character one of its fighters, the turn is the one the player saw (party members share the turn
 * counter, so two of them acting at once play one turn and the other is refused), the action is
 * known and affordable; plays the fighter's move and the opponent's answer to it, saves both sides
 * and the log, wears the gear used, and ends the session when the opponent is down or gone, or
 * nobody stands on the player's side.
 */
export async function takeAction(deps: MoneyDeps, characterId: number, sessionId: number, request: CombatActionRequest): Promise<CombatActionResponse> {
  // The fighters to lock with the character: guessed, then read when the guess was wrong.
  let fellows = fellowsGuess.of(sessionId);
  // A wrong guess costs one try: three remain for fighters joining as the turn is played.
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const answer = await withCharacterLock(deps, characterId, (act, session) => playTurn(act, deps.broadcaster.record, activeSession(session), request, fellows), {
        whileTravelling: 'allow',
        together: fellows,
        beside: { table: 'combat_sessions', id: sessionId },
      });
      fellowsGuess.remember(sessionId, fellows, answer.session.status === 'active');
      return answer;
    } catch (error) {
      if (error instanceof SessionIdle) fellows = await fellowsAfterExpiry(deps, sessionId, characterId);
      else if (error instanceof FightersChanged) fellows = await fellowsOf(deps.db, sessionId, characterId);
      else throw error;
    }
  }
  throw refused(FIGHT_CHANGED);
}

async function playTurn(act: CharacterAct, record: EventRecorder, session: SessionRow, request: CombatActionRequest, fellows: number[]): Promise<CombatActionResponse> {
  const { trx, outbox, now } = act;
  const characterId = act.character.id;
  if (session.character_id === characterId && isIdle(session.last_action_at, now)) throw new SessionIdle();
  const fighter = await lockTurnFighter(trx, characterId, session.id);
  const { row: locked, modifiers, skills, gear, allies } = fighter;
  const ally = fighterPlace(session, allies, characterId);
  const others = standingIds(session, allies).filter((id) => id !== characterId);
  if (others.length !== fellows.length || others.some((id) => !fellows.includes(id))) throw new FightersChanged();
  if (request.turn_number !== undefined && request.turn_number !== session.turn_number) throw refused(TURN_ALREADY_PLAYED, 'turn_number');
  const setting = ally ? { posture: ally.posture, range: ally.range, defending: ally.defending } : { posture: session.posture, range: session.range, defending: session.player_defending };
  const prepared = await prepareMove(trx, outbox, characterId, request, { row: locked, gear, skills, posture: setting.posture, range: setting.range, fellows: others, modifiers });
  const combat = prepared.row ?? locked;
  const stanceId = prepared.stanceId ?? combat.stance_id;
  const stance = await readStance(trx, stanceId);
  const squadPercent = await squadBonusPercent(trx, characterId, others);
  const opponent = snapshotOf(session);
  const state: FightState = {
    turn: session.turn_number,
    player: besideLeader(playerSide(combat, skills, gear, stance, { posture: prepared.posture ?? setting.posture, range: prepared.range ?? setting.range, defending: setting.defending }, modifiers), squadPercent),
    opponent: {
      kind: opponent.kind, level: opponent.level, pools: { health: session.opponent_health, action: session.opponent_action, mind: session.opponent_mind },
      max: opponent.max, damage: opponent.damage, accuracy: opponent.accuracy, defense: opponent.defense, abilities: opponent.abilities, defending: session.opponent_defending,
    },
  };
  const turn = resolveTurn(state, prepared.move, turnRandom(session.seed, session.turn_number));
  // A party's log names who acted: every fighter reads the same log.
  const named = allies.length > 0 ? await actorNamed(trx, characterId) : (act: Act) => act;
  const acts = turn.acts.map(named);

  const ending: Ending | null = turn.outcome === 'active' ? null : turn.outcome;
  const next = { turn_number: session.turn_number + 1, message: acts.map((a) => a.message).join(' ') };
  const mine = { posture: state.player.posture, range: state.player.range };
  if (ally) await trx.updateTable('combat_session_allies').set({ ...mine, defending: state.player.defending }).where('session_id', '=', session.id).where('character_id', '=', characterId).execute();
  await wearFromActs(acts, (slot) => wearEquipment(trx, outbox, characterId, slot, 1), gear);
  // A fight going on tells its fighters now, so the statement below logs every event of the turn.
  if (ending === null) for (const id of [session.character_id, ...allies.map((a) => a.character_id)]) queueCombatUpdated(outbox, id, { session_id: session.id, status: 'active', ...next });
  const logLines = record.insert(outbox.toLog(), now);
  outbox.markLogged();
  // The fighter's pools (and stance), the session, its log and the captain's log lines of the events
  // queued so far (an ending's come at COMMIT, after them): one statement (issue 40), every row
  // already locked; it reads back the session's whole log and its fighters for the answer.
  const { log, fighters, ...updated } = await trx
    .with('fighter_saved', (db) => db.updateTable('character_combat').set({ ...poolColumns(state.player.pools), ...(prepared.stanceId !== undefined ? { stance_id: prepared.stanceId } : {}) }).where('character_id', '=', characterId))
    .with('log_written', (db) =>
      db
        .insertInto('combat_actions')
        .values(acts.map((a) => ({ session_id: session.id, turn_number: a.turn_number, actor: a.actor, action: a.action, result: JSON.stringify(a), created_at: now })))
        .returning(['id', 'result', 'created_at']),
    )
    // A raw CTE body goes in as written: its parentheses are ours.
    .with('captains_log_written', () => sql<Record<string, unknown>>`(${logLines})`)
    .updateTable('combat_sessions')
    .set({
      opponent_health: state.opponent.pools.health, opponent_action: state.opponent.pools.action, opponent_mind: state.opponent.pools.mind, opponent_defending: state.opponent.defending,
      ...(ally ? {} : { ...mine, player_defending: state.player.defending }),
      ...next, last_action_at: now, current_turn: 'player',
      // Who threw an explosive: a won fight grants them explosives experience.
      ...(prepared.threw ? { explosives_thrown_by: sql<string[]>`array(SELECT DISTINCT unnest(array_append(explosives_thrown_by, ${characterId}::bigint)))` } : {}),
    })
    .where('id', '=', session.id)
    .returningAll()
    .returning([logSql(session.id, 'log_written').as('log'), fightersSql(session).as('fighters')])
    .executeTakeFirstOrThrow();
  if (prepared.force) await recordForceUse(trx, session.id, characterId);

  const pools = state.player.pools;
  const combatNow = { ...combat, ...poolColumns(pools) };
  let final = updated;
  if (ending === 'victory' || ending === 'opponent_fled') {
    final = await finishSession(act, updated, combatNow, pools, gear.weaponType, ending, { actorId: characterId, winners: await winnersOf(trx, [characterId, ...others], characterId, gear.weaponType) });
  } else if (ending && others.length > 0) {
    // One fighter falls or gets away; the others fight on.
    final = await leaveFight(trx, outbox, updated, { characterId, ally: ally !== null, combat: combatNow, pools, fell: ending === 'defeat' });
  } else if (ending) {
    final = await finishSession(act, updated, combatNow, pools, gear.weaponType, ending, { actorId: characterId, winners: [] });
  }
  // A turn the fight goes on after, that used no item, changed the fighter's row only by what it
  // saved above (an item used may have treated wounds): no second read of it.
  const saved = { ...combatNow, stance_id: stanceId };
  const { row, ham } = ending === null && request.action !== 'use_item' ? { row: saved, ham: fighter.ham(saved) } : await readCombat(trx, characterId);
  const seen = ally ? (await readFighterSession(trx, characterId, session.id)).ally : null;
  const at = now.toISOString();
  return {
    success: true,
    message: final.message ?? '',
    // No turn writes the log after the statement above; an ending can change an ally's place, so its fighters are read again.
    session: await presentSession(trx, asSeenBy(final, seen), { pools: { health: row.health_current, action: row.action_current, mind: row.mind_current }, stanceId: row.stance_id }, ending === null || allies.length === 0 ? { log, fighters } : undefined),
    character: { ham: { ...ham, health: ham.health_current, action: ham.action_current, mind: ham.mind_current } },
    results: acts.map((a) => ({ ...a, at })),
  };
}

/** Prefixes each act's words with the acting fighter's name. */
async function actorNamed(trx: Transaction<Database>, characterId: number): Promise<(act: Act) => Act> {
  const { name } = await trx.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirstOrThrow();
  return (act) => ({ ...act, message: `${name}: ${act.message}` });
}

const poolColumns = (pools: { health: number; action: number; mind: number }) => ({ health_current: pools.health, action_current: pools.action, mind_current: pools.mind });

/** A landed blow wears the weapon that struck it; a blow taken wears the first piece of armour worn. */
async function wearFromActs(acts: Act[], wear: (slot: EquipmentSlot) => Promise<unknown>, gear: { weaponWorn: boolean; armourSlots: string[] }): Promise<void> {
  for (const act of acts) {
    if (!act.hit) continue;
    if (act.actor === 'player' && gear.weaponWorn) await wear('weapon');
    const armour = gear.armourSlots[0];
    if (act.actor === 'opponent' && armour) await wear(armour as EquipmentSlot);
  }
}

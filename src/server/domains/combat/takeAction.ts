import type { CombatActionRequest, CombatActionResponse } from '../../../shared/api';
import { createRandom } from '../../../shared/rules/seededRandom';
import { resolveTurn, type Act, type FightState } from '../../../shared/rules/combat/turnEngine';
import { refused } from '../../http/httpError';
import { withCharacterLock, type MoneyDeps } from '../../kernel/withCharacterLock';
import { wearEquipment } from '../inventory/wearEquipment';
import type { EquipmentSlot } from '../../../shared/rules/items/itemKinds';
import { queueCombatUpdated } from './combatEvents';
import { lockCombatRow, playerSide, readGear, readStance, readWeaponSkills, savePools } from './fighter';
import { finishSession, type Ending } from './finishSession';
import { readCombat } from './hamView';
import { prepareMove } from './playerMove';
import { lockActiveSession, presentSession, snapshotOf } from './sessionRecord';
import { expireIdleSessions } from './expireSessions';

export const TURN_ALREADY_PLAYED = 'That turn has already been played.';

/** The dice of one turn: the session's seed and the turn number, so a turn rolls the same however often it is replayed. */
const turnRandom = (seed: number, turn: number) => createRandom((seed + Math.imul(turn, 0x9e3779b1)) >>> 0);

/**
 * POST session/{id}/action: one locked transaction (the character, then the session row): checks
 * the session is the character's and active, the turn is the one the player saw, the action is
 * known and affordable; plays the player's move and the opponent's answer, saves both sides and
 * the log, wears the gear used, and ends the session when someone is down or gone.
 */
export async function takeAction(deps: MoneyDeps, characterId: number, sessionId: number, request: CombatActionRequest): Promise<CombatActionResponse> {
  await expireIdleSessions(deps, deps.clock.now(), [characterId]);
  return withCharacterLock(
    deps,
    characterId,
    async ({ trx, outbox, now }) => {
      const session = await lockActiveSession(trx, characterId, sessionId);
      if (request.turn_number !== undefined && request.turn_number !== session.turn_number) throw refused(TURN_ALREADY_PLAYED, 'turn_number');
      const combat = await lockCombatRow(trx, characterId);
      const [skills, gear] = await Promise.all([readWeaponSkills(trx, characterId), readGear(trx, characterId)]);
      const prepared = await prepareMove(trx, outbox, characterId, request, { row: combat, gear, skills, posture: session.posture, range: session.range });
      const stanceId = prepared.stanceId ?? combat.stance_id;
      const stance = await readStance(trx, stanceId);
      const opponent = snapshotOf(session);
      const state: FightState = {
        turn: session.turn_number,
        player: playerSide(combat, skills, gear, stance, { posture: prepared.posture ?? session.posture, range: prepared.range ?? session.range, defending: session.player_defending }),
        opponent: {
          kind: opponent.kind, level: opponent.level, pools: { health: session.opponent_health, action: session.opponent_action, mind: session.opponent_mind },
          max: opponent.max, damage: opponent.damage, accuracy: opponent.accuracy, defense: opponent.defense, abilities: opponent.abilities, defending: session.opponent_defending,
        },
      };
      const { acts, outcome } = resolveTurn(state, prepared.move, turnRandom(session.seed, session.turn_number));

      await savePools(trx, characterId, state.player.pools);
      if (prepared.stanceId !== undefined) await trx.updateTable('character_combat').set({ stance_id: prepared.stanceId }).where('character_id', '=', characterId).execute();
      const updated = await trx
        .updateTable('combat_sessions')
        .set({
          opponent_health: state.opponent.pools.health, opponent_action: state.opponent.pools.action, opponent_mind: state.opponent.pools.mind,
          opponent_defending: state.opponent.defending, player_defending: state.player.defending,
          posture: state.player.posture, range: state.player.range, turn_number: session.turn_number + 1, last_action_at: now, current_turn: 'player',
          message: acts.map((a) => a.message).join(' '),
        })
        .where('id', '=', session.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('combat_actions').values(acts.map((a) => ({ session_id: session.id, turn_number: a.turn_number, actor: a.actor, action: a.action, result: JSON.stringify(a), created_at: now }))).execute();
      await wearFromActs(acts, (slot) => wearEquipment(trx, outbox, characterId, slot, 1), gear);

      const ending: Ending | null = outcome === 'active' ? null : outcome;
      const final = ending ? await finishSession(trx, outbox, updated, { ...combat, ...poolColumns(state.player.pools) }, state.player.pools, gear.weaponType, ending, now) : updated;
      if (!ending) queueCombatUpdated(outbox, characterId, { session_id: session.id, status: 'active', turn_number: final.turn_number, message: final.message ?? '' });
      const { row, ham } = await readCombat(trx, characterId);
      const at = now.toISOString();
      return {
        success: true,
        message: final.message ?? '',
        session: await presentSession(trx, final, { pools: { health: row.health_current, action: row.action_current, mind: row.mind_current }, stanceId: row.stance_id }),
        character: { ham: { ...ham, health: ham.health_current, action: ham.action_current, mind: ham.mind_current } },
        results: acts.map((a) => ({ ...a, at })),
      };
    },
    { whileTravelling: 'allow' },
  );
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


import type { Transaction } from 'kysely';
import type { CombatRewards } from '../../../shared/api';
import type { SessionStatus, WeaponType } from '../../../shared/rules/combat/combatTerms';
import { poolCeiling, poolMaxima, type Pools } from '../../../shared/rules/combat/hamRules';
import { fightShares } from '../../../shared/rules/combat/fightShares';
import { combatExperience, creditsLooted, DEFEAT_BATTLE_FATIGUE, defeatWounds, lootDrops, weaponExperience } from '../../../shared/rules/combat/rewards';
import { createRandom } from '../../../shared/rules/seededRandom';
import type { Database } from '../../db/schema';
import type { CharacterAct } from '../../kernel/withCharacterLock';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { grantItem } from '../../kernel/grants/grantItem';
import { resumeJourney } from '../travel/resumeJourney';
import { alliesOf } from './allies';
import { payLeadershipAndForce } from './leadershipAndForce';
import { queueCombatUpdated } from './combatEvents';
import type { CombatRow } from './combatPart';
import { jsonOf, snapshotOf, type JourneyTerms, type SessionRow } from './sessionRecord';

/** How a session ends: the player's win, the opponent running (a win without loot), or not a win. */
export type Ending = 'victory' | 'opponent_fled' | 'defeat' | 'fled' | 'surrendered' | 'timeout';

const NO_EFFECT = { credits: 0, fuel: 0, hullDamagePercent: 0, delayMinutes: 0 };

async function hasRoom(trx: Transaction<Database>, characterId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('characters as c')
    .select((eb) => ['c.max_items', eb.selectFrom('items as i').select(eb.fn.countAll<number>().as('n')).whereRef('i.character_id', '=', 'c.id').where('i.equipped_slot', 'is', null).as('used')])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  return Number(row.used) < row.max_items;
}

/** Who stands on the player's side when a fight is won, with the weapon each fought with. */
export interface Winner {
  id: number;
  weaponType: WeaponType;
}

/**
 * Pays a victory to the fighters standing: the credits split evenly (the one whose act won takes
 * what does not divide), full combat and weapon experience each, the loot to the one whose act won
 * (waiting when its inventory is full); the leader's leadership and the Force's experience
 * (payLeadershipAndForce). The fight counts once for quests: the winner reports it, and
 * the party members beside it with the same step active advance with it.
 */
async function payVictory(act: CharacterAct, row: SessionRow, winners: readonly Winner[], finisherId: number, ranOff: boolean): Promise<Map<number, CombatRewards>> {
  const { trx, outbox, now } = act;
  const opponent = snapshotOf(row);
  const random = createRandom(row.seed ^ 0x5eed);
  const rolled = creditsLooted(opponent.credits.min, opponent.credits.max, random);
  const credits = ranOff ? Math.floor(rolled / 2) : rolled;
  const shares = fightShares(credits, winners.map((w) => w.id), finisherId);
  const combatXp = combatExperience(opponent.level);
  const weaponXp = weaponExperience(opponent.level);
  const paid = new Map<number, CombatRewards>();
  for (const winner of winners) {
    const share = shares.get(winner.id) ?? 0;
    if (share > 0) await act.moveCreditsOf(winner.id, { amount: share, reason: 'combat_reward', reference: { type: 'combat_session', id: row.id } }, { updated_at: now });
    await grantExperience(trx, winner.id, 'combat', combatXp, outbox);
    await grantExperience(trx, winner.id, winner.weaponType, weaponXp, outbox);
    // A grenade thrown in the fight trains explosives as the worn weapon trains its kind.
    const threw = row.explosives_thrown_by.map(Number).includes(winner.id);
    if (threw) await grantExperience(trx, winner.id, 'explosives', weaponXp, outbox);
    paid.set(winner.id, { credits: share, combat_experience: combatXp, weapon_experience: weaponXp, weapon_type: winner.weaponType, ...(threw ? { explosives_experience: weaponXp } : {}), items: [] });
  }
  await payLeadershipAndForce(act, row.id, opponent.level, winners.map((w) => w.id));
  const items = paid.get(finisherId)?.items ?? [];
  for (const drop of ranOff ? [] : lootDrops(opponent.loot, random)) {
    if (await hasRoom(trx, finisherId)) {
      const item = await grantItem(trx, finisherId, drop.item_template_id, now);
      queueInventoryUpdated(outbox, finisherId, { change: 'acquired', item_id: item.id, message: `Looted ${item.name} from ${opponent.name}.` });
      items.push({ name: drop.name, quality: drop.quality, item_id: item.id, status: 'granted' });
    } else {
      // Nothing is dropped: the loot waits until the inventory has room (the clock delivers it).
      await trx.insertInto('combat_waiting_loot').values({ character_id: finisherId, session_id: row.id, item_template_id: drop.item_template_id, created_at: now }).execute();
      items.push({ name: drop.name, quality: drop.quality, item_id: null, status: 'waiting' });
    }
  }
  if (opponent.type === 'enemy') await act.publish({ kind: 'FightWon', enemyId: opponent.id, enemyLevel: opponent.level, superAreaId: opponent.superAreaId });
  return paid;
}

/** A defeat's cost: wounds of 10 % of each maximum, battle fatigue; pools cut to the new ceilings. */
export async function takeDefeat(trx: Transaction<Database>, characterId: number, combat: CombatRow, pools: Pools) {
  const max = poolMaxima(combat);
  const wounds = { health: defeatWounds(max.health), action: defeatWounds(max.action), mind: defeatWounds(max.mind) };
  const next = {
    health_wounds: Math.min(max.health, combat.health_wounds + wounds.health),
    action_wounds: Math.min(max.action, combat.action_wounds + wounds.action),
    mind_wounds: Math.min(max.mind, combat.mind_wounds + wounds.mind),
  };
  await trx
    .updateTable('character_combat')
    .set({
      ...next,
      battle_fatigue: combat.battle_fatigue + DEFEAT_BATTLE_FATIGUE,
      health_current: Math.min(pools.health, poolCeiling(max.health, next.health_wounds)),
      action_current: Math.min(pools.action, poolCeiling(max.action, next.action_wounds)),
      mind_current: Math.min(pools.mind, poolCeiling(max.mind, next.mind_wounds)),
    })
    .where('character_id', '=', characterId)
    .execute();
  return { wounds, battle_fatigue: DEFEAT_BATTLE_FATIGUE };
}

const STATUS: Readonly<Record<Ending, SessionStatus>> = { victory: 'victory', opponent_fled: 'victory', defeat: 'defeat', fled: 'fled', surrendered: 'surrendered', timeout: 'timeout' };

/** What the session says when it ends. */
function endMessage(ending: Ending, name: string): string {
  const words: Record<Ending, string> = {
    victory: `Victory: ${name} is down.`,
    opponent_fled: `Victory: ${name} flees the field.`,
    defeat: `Defeat: ${name} leaves you incapacitated.`,
    fled: `You escape from ${name}.`,
    surrendered: `You break off the fight with ${name}.`,
    timeout: `The fight with ${name} timed out: you both walked away.`,
  };
  return words[ending];
}

/** A JSON column written back as it was read. */
const stored = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(jsonOf<unknown>(value)));

/** The acting fighter and who stands beside it, when a party fights together; a lone fight needs none. */
export interface FightSide {
  actorId: number;
  winners: readonly Winner[];
}

/**
 * Ends an active session (the fighters and the session locked by the caller, the acting fighter's
 * pools already saved as `pools`): pays a victory to the fighters standing, charges a defeat to the
 * one who fell, and lets a journey the fight paused go on (victory: as it was; defeat or flight:
 * the terms set when it began). Every fighter hears CombatUpdated.
 */
export async function finishSession(act: CharacterAct, row: SessionRow, combat: CombatRow, pools: Pools, weaponType: WeaponType, ending: Ending, side?: FightSide): Promise<SessionRow> {
  const { trx, outbox, now } = act;
  const opponent = snapshotOf(row);
  const actorId = side?.actorId ?? row.character_id;
  const won = ending === 'victory' || ending === 'opponent_fled';
  const paid = won ? await payVictory(act, row, side?.winners ?? [{ id: row.character_id, weaponType }], actorId, ending === 'opponent_fled') : null;
  const penalties = ending === 'defeat' ? await takeDefeat(trx, actorId, combat, pools) : null;
  const allies = await alliesOf(trx, row.id);
  for (const ally of allies) {
    const rewards = paid?.get(ally.character_id);
    const cost = ally.character_id === actorId ? penalties : null;
    if (rewards || cost) await trx.updateTable('combat_session_allies').set({ rewards: rewards ? JSON.stringify(rewards) : null, penalties: cost ? JSON.stringify(cost) : stored(ally.penalties), status: cost ? 'down' : ally.status }).where('session_id', '=', row.id).where('character_id', '=', ally.character_id).execute();
  }
  const ownerRewards = paid?.get(row.character_id) ?? null;
  const ownerPenalties = actorId === row.character_id ? penalties : null;
  let message = endMessage(ending, opponent.name);
  const paused = row.journey_id === null ? undefined : await trx.selectFrom('journeys').select('id').where('id', '=', row.journey_id).where('status', '=', 'event').executeTakeFirst();
  if (paused) {
    const terms = row.journey_terms ? jsonOf<JourneyTerms>(row.journey_terms) : null;
    const term = won || !terms ? null : ending === 'defeat' ? terms.defeat : terms.flight;
    const outcome = term ? term.outcome : 'You drive off the boarders and fly on.';
    await resumeJourney(act, row.character_id, 'fight', { ...NO_EFFECT, hullDamagePercent: term?.hullDamagePercent ?? 0 }, term?.delayMs ?? 0, outcome);
    message = `${message} ${outcome}`;
  }
  const ended = await trx
    .updateTable('combat_sessions')
    .set({
      status: STATUS[ending], ended_at: now, rewards: ownerRewards ? JSON.stringify(ownerRewards) : null, penalties: ownerPenalties ? JSON.stringify(ownerPenalties) : stored(row.penalties), message, opponent_defending: false, player_defending: false,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const id of [row.character_id, ...allies.map((a) => a.character_id)]) queueCombatUpdated(outbox, id, { session_id: row.id, status: ended.status, turn_number: ended.turn_number, message });
  return ended;
}

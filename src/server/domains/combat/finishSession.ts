import type { Transaction } from 'kysely';
import type { CombatRewards } from '../../../shared/api';
import type { SessionStatus, WeaponType } from '../../../shared/rules/combat/combatTerms';
import { poolCeiling, poolMaxima, type Pools } from '../../../shared/rules/combat/hamRules';
import { combatExperience, creditsLooted, DEFEAT_BATTLE_FATIGUE, defeatWounds, lootDrops, weaponExperience } from '../../../shared/rules/combat/rewards';
import { createRandom } from '../../../shared/rules/seededRandom';
import type { Database } from '../../db/schema';
import { moveCredits } from '../../kernel/locks';
import type { Outbox } from '../../realtime/afterCommit';
import { grantExperience } from '../experience/grantExperience';
import { queueInventoryUpdated } from '../inventory/itemEvents';
import { grantItem } from '../inventory/ownedItems';
import { reportMissionProgress } from '../missions/missionProgress';
import { resumeJourney } from '../travel/resumeJourney';
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

/** Pays a victory: credits, combat and weapon experience, and loot (waiting when the inventory is full). */
async function payVictory(trx: Transaction<Database>, outbox: Outbox, row: SessionRow, weaponType: WeaponType, ranOff: boolean, now: Date): Promise<CombatRewards> {
  const opponent = snapshotOf(row);
  const random = createRandom(row.seed ^ 0x5eed);
  const rolled = creditsLooted(opponent.credits.min, opponent.credits.max, random);
  const credits = ranOff ? Math.floor(rolled / 2) : rolled;
  if (credits > 0) await moveCredits(trx, row.character_id, { amount: credits, reason: 'combat_reward', reference: { type: 'combat_session', id: row.id }, at: now }, { updated_at: now });
  const combatXp = combatExperience(opponent.level);
  const weaponXp = weaponExperience(opponent.level);
  await grantExperience(trx, row.character_id, 'combat', combatXp, outbox);
  await grantExperience(trx, row.character_id, weaponType, weaponXp, outbox);
  const items: CombatRewards['items'] = [];
  for (const drop of ranOff ? [] : lootDrops(opponent.loot, random)) {
    if (await hasRoom(trx, row.character_id)) {
      const item = await grantItem(trx, row.character_id, drop.item_template_id, now);
      queueInventoryUpdated(outbox, row.character_id, { change: 'acquired', item_id: item.id, message: `Looted ${item.name} from ${opponent.name}.` });
      items.push({ name: drop.name, quality: drop.quality, item_id: item.id, status: 'granted' });
    } else {
      // Nothing is dropped: the loot waits until the inventory has room (the clock delivers it).
      await trx.insertInto('combat_waiting_loot').values({ character_id: row.character_id, session_id: row.id, item_template_id: drop.item_template_id, created_at: now }).execute();
      items.push({ name: drop.name, quality: drop.quality, item_id: null, status: 'waiting' });
    }
  }
  if (opponent.type === 'enemy') await reportMissionProgress(trx, row.character_id, { mission: 'combat_victory', progress: { enemy_id: opponent.id, enemy_level: opponent.level, super_area_id: opponent.superAreaId } });
  return { credits, combat_experience: combatXp, weapon_experience: weaponXp, weapon_type: weaponType, items };
}

/** A defeat's cost: wounds of 10 % of each maximum, battle fatigue; pools cut to the new ceilings. */
async function takeDefeat(trx: Transaction<Database>, characterId: number, combat: CombatRow, pools: Pools) {
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

/**
 * Ends an active session (the character and the session locked by the caller, the player's
 * pools already saved as `pools`): pays a victory, charges a defeat, and lets a journey the fight
 * paused go on (victory: as it was; defeat or flight: the terms set when it began).
 */
export async function finishSession(trx: Transaction<Database>, outbox: Outbox, row: SessionRow, combat: CombatRow, pools: Pools, weaponType: WeaponType, ending: Ending, now: Date): Promise<SessionRow> {
  const opponent = snapshotOf(row);
  const won = ending === 'victory' || ending === 'opponent_fled';
  const rewards = won ? await payVictory(trx, outbox, row, weaponType, ending === 'opponent_fled', now) : null;
  const penalties = ending === 'defeat' ? await takeDefeat(trx, row.character_id, combat, pools) : null;
  let message = endMessage(ending, opponent.name);
  const paused = row.journey_id === null ? undefined : await trx.selectFrom('journeys').select('id').where('id', '=', row.journey_id).where('status', '=', 'event').executeTakeFirst();
  if (paused) {
    const terms = row.journey_terms ? jsonOf<JourneyTerms>(row.journey_terms) : null;
    const term = won || !terms ? null : ending === 'defeat' ? terms.defeat : terms.flight;
    const outcome = term ? term.outcome : 'You drive off the boarders and fly on.';
    await resumeJourney(trx, outbox, row.character_id, 'fight', { ...NO_EFFECT, hullDamagePercent: term?.hullDamagePercent ?? 0 }, term?.delayMs ?? 0, outcome, now);
    message = `${message} ${outcome}`;
  }
  const ended = await trx
    .updateTable('combat_sessions')
    .set({ status: STATUS[ending], ended_at: now, rewards: rewards ? JSON.stringify(rewards) : null, penalties: penalties ? JSON.stringify(penalties) : null, message, opponent_defending: false, player_defending: false })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  queueCombatUpdated(outbox, row.character_id, { session_id: row.id, status: ended.status, turn_number: ended.turn_number, message });
  return ended;
}

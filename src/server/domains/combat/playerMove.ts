import type { Transaction } from 'kysely';
import type { CombatActionRequest } from '../../../shared/api';
import { abilityRequirement, BASIC_ATTACK, PLAYER_ABILITIES, REPOSITION_COST, type Ability } from '../../../shared/rules/combat/abilities';
import type { CombatRange, Posture } from '../../../shared/rules/combat/combatTerms';
import { forceAbilityNamed } from '../../../shared/rules/combat/forceAbilities';
import { healedAmount, poolMaxima, type Pools } from '../../../shared/rules/combat/hamRules';
import { isStanceAvailable } from '../../../shared/rules/combat/stanceRules';
import type { PlayerMove } from '../../../shared/rules/combat/turnEngine';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import type { Outbox } from '../../realtime/afterCommit';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { lockOwnedItem } from '../../kernel/ownedItems';
import type { CombatRow } from './combatPart';
import { poolsOf, woundsOf, type Gear } from './fighter';
import { stanceRequirementsOf } from './stanceList';
import { preparedForceAbility } from './forceMove';

/** What a validated action does before the dice: the move, and the setting it changes. */
export interface PreparedMove {
  move: PlayerMove;
  posture?: Posture;
  range?: CombatRange;
  stanceId?: number;
  /** The move uses the Force (a victory pays force experience for it). */
  force?: boolean;
}

const notEnough = (pool: string, label: string, cost: number) => `Not enough ${pool} for ${label}: it costs ${cost}.`;

function assertAffordable(row: CombatRow, ability: Ability, extraAction: number): void {
  const pools = poolsOf(row);
  const cost = ability.cost + (ability.costPool === 'action' ? extraAction : 0);
  // An act may not leave its own pool at 0: that would incapacitate the one acting.
  if (pools[ability.costPool] <= cost) throw refused(notEnough(ability.costPool, ability.label, cost), 'action');
  if (ability.costPool !== 'action' && extraAction > 0 && pools.action <= extraAction) throw refused(notEnough('action', 'moving', extraAction), 'action');
}

/** What a medical item restores: its amount to health, half to action and mind, never past max − wounds. */
export function medicalHealing(row: CombatRow, amount: number): Pools {
  const max = poolMaxima(row);
  const wounds = woundsOf(row);
  const pools = poolsOf(row);
  return {
    health: healedAmount(pools.health, max.health, wounds.health, amount),
    action: healedAmount(pools.action, max.action, wounds.action, Math.floor(amount / 2)),
    mind: healedAmount(pools.mind, max.mind, wounds.mind, Math.floor(amount / 2)),
  };
}

/**
 * Validates the player's action against what they know, carry and can afford, and turns it into
 * a move (consuming a used item inside the transaction). Refusals change nothing.
 */
export async function prepareMove(
  trx: Transaction<Database>,
  outbox: Outbox,
  characterId: number,
  request: CombatActionRequest,
  ctx: { row: CombatRow; gear: Gear; skills: { weapon_type: string; skill_level: number }[]; posture: Posture; range: CombatRange },
): Promise<PreparedMove> {
  const { row, gear, skills } = ctx;
  const skillLevel = skills.find((s) => s.weapon_type === gear.weaponType)?.skill_level ?? 0;
  switch (request.action) {
    case 'attack':
      assertAffordable(row, BASIC_ATTACK, 0);
      return { move: { action: 'attack', ability: BASIC_ATTACK } };
    case 'use_ability': {
      const force = forceAbilityNamed(request.ability_name);
      const ability = force ? await preparedForceAbility(trx, characterId, force) : PLAYER_ABILITIES.find((a) => a.name === request.ability_name);
      if (!ability) throw refused(`There is no ability called ${request.ability_name}.`, 'ability_name');
      const missing = force ? null : abilityRequirement(ability, gear.weaponType, skillLevel, row);
      if (missing) throw refused(`You don't know ${ability.label} yet. ${missing}`, 'ability_name');
      const posture = request.posture ?? ctx.posture;
      const range = request.range ?? ctx.range;
      const moves = (posture !== ctx.posture ? 1 : 0) + (range !== ctx.range ? 1 : 0);
      assertAffordable(row, ability, moves * REPOSITION_COST);
      const cost = { ...ability, cost: ability.cost + (ability.costPool === 'action' ? moves * REPOSITION_COST : 0) };
      return { move: { action: 'use_ability', ability: cost }, posture, range, ...(force ? { force: true } : {}) };
    }
    case 'defend':
      return { move: { action: 'defend' } };
    case 'flee':
      return { move: { action: 'flee' } };
    case 'change_stance': {
      const stance = await trx.selectFrom('stances').selectAll().where('id', '=', request.stance_id).executeTakeFirst();
      if (!stance) throw notFound('Stance not found.');
      if (!isStanceAvailable(stanceRequirementsOf(stance), row, skills)) throw refused(`You cannot take the ${stance.name} stance yet.`, 'stance_id');
      if (stance.id === row.stance_id) throw refused(`You are already in the ${stance.name} stance.`, 'stance_id');
      return { move: { action: 'change_stance', stanceName: stance.name }, stanceId: stance.id };
    }
    case 'use_item': {
      const item = await lockOwnedItem(trx, characterId, request.item_id);
      if (item.category !== 'medical') throw refused(`${item.name} cannot be used in combat.`, 'item_id');
      if (item.equipped_slot !== null) throw refused(`${item.name} is worn, not carried.`, 'item_id');
      const healed = medicalHealing(row, item.effect_amount ?? 0);
      if (healed.health + healed.action + healed.mind === 0) throw refused(`Nothing to heal: ${item.name} stays in your inventory.`, 'item_id');
      await trx.deleteFrom('items').where('id', '=', item.id).execute();
      queueInventoryUpdated(outbox, characterId, { change: 'used', item_id: item.id, message: `Used ${item.name} in combat.` });
      return { move: { action: 'use_item', itemName: item.name, healed } };
    }
  }
}

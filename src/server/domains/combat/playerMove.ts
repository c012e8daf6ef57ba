import type { Transaction } from 'kysely';
import type { CombatActionRequest } from '../../../shared/api';
import { abilityRequirement, BASIC_ATTACK, GRENADE_THROW, PLAYER_ABILITIES, REPOSITION_COST, type Ability } from '../../../shared/rules/combat/abilities';
import { abilityCost, type CombatModifiers } from '../../../shared/rules/combat/combatModifiers';
import type { CombatRange, Posture } from '../../../shared/rules/combat/combatTerms';
import { forceAbilityNamed } from '../../../shared/rules/combat/forceAbilities';
import { isStanceAvailable } from '../../../shared/rules/combat/stanceRules';
import type { PlayerMove } from '../../../shared/rules/combat/turnEngine';
import type { Database } from '../../db/schema';
import { notFound, refused } from '../../kernel/refusal';
import type { Outbox } from '../../realtime/afterCommit';
import type { ItemRow } from '../../kernel/itemRows';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import { lockOwnedItem } from '../../kernel/ownedItems';
import type { CombatRow } from './combatPart';
import { poolsOf, type Gear } from './fighter';
import { assertMedicalItem, lockPatient, medicalTexts, treatPatient } from './treatPatient';
import { stanceRequirementsOf } from './stanceList';
import { preparedForceAbility } from './forceMove';

/** What a validated action does before the dice: the move, and the setting it changes. */
export interface PreparedMove {
  move: PlayerMove;
  posture?: Posture;
  range?: CombatRange;
  stanceId?: number;
  /** The fighter's own row after the move, when the move changed more than its pools (wounds treated). */
  row?: CombatRow;
  /** The player threw an explosive this turn (a won fight then grants explosives experience). */
  threw?: boolean;
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

/**
 * Validates the player's action against what they know, carry and can afford, and turns it into
 * a move (consuming a used item inside the transaction). Refusals change nothing.
 */
export async function prepareMove(
  trx: Transaction<Database>,
  outbox: Outbox,
  characterId: number,
  request: CombatActionRequest,
  ctx: { row: CombatRow; gear: Gear; skills: { weapon_type: string; skill_level: number }[]; posture: Posture; range: CombatRange; fellows: readonly number[]; modifiers: CombatModifiers },
): Promise<PreparedMove> {
  const { row, gear, skills } = ctx;
  const skillLevel = skills.find((s) => s.weapon_type === gear.weaponType)?.skill_level ?? 0;
  // Combat speed: every ability costs its pool this much less.
  const paced = (ability: Ability): Ability => ({ ...ability, cost: abilityCost(ability.cost, ctx.modifiers) });
  switch (request.action) {
    case 'attack': {
      const strike = paced(BASIC_ATTACK);
      assertAffordable(row, strike, 0);
      return { move: { action: 'attack', ability: strike } };
    }
    case 'use_ability': {
      const force = forceAbilityNamed(request.ability_name);
      const ability = force ? await preparedForceAbility(trx, characterId, force) : PLAYER_ABILITIES.find((a) => a.name === request.ability_name);
      if (!ability) throw refused(`There is no ability called ${request.ability_name}.`, 'ability_name');
      const missing = force ? null : abilityRequirement(ability, gear.weaponType, skillLevel, row);
      if (missing) throw refused(`You don't know ${ability.label} yet. ${missing}`, 'ability_name');
      const posture = request.posture ?? ctx.posture;
      const range = request.range ?? ctx.range;
      const moves = (posture !== ctx.posture ? 1 : 0) + (range !== ctx.range ? 1 : 0);
      const own = paced(ability);
      assertAffordable(row, own, moves * REPOSITION_COST);
      const cost = { ...own, cost: own.cost + (own.costPool === 'action' ? moves * REPOSITION_COST : 0) };
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
      if (item.category === 'explosive') return throwExplosive(trx, outbox, characterId, item, { row, skills, throw: paced(GRENADE_THROW) });
      if (item.category !== 'medical') throw refused(`${item.name} cannot be used in combat.`, 'item_id');
      assertMedicalItem(item);
      const patientId = request.patient_id ?? characterId;
      const self = patientId === characterId;
      if (!self && !ctx.fellows.includes(patientId)) throw refused(medicalTexts.notInThisFight, 'patient_id');
      const patient = await lockPatient(trx, characterId, patientId);
      if (!patient) throw refused(medicalTexts.notInThisFight, 'patient_id');
      // Healing oneself, the turn adds the pools; a party-mate's are written now.
      const { treatment } = await treatPatient({ trx, outbox, character: { id: characterId } }, item, patient, { poolsByTurn: self });
      const closed = treatment.woundsTreated;
      return {
        move: { action: 'use_item', itemName: item.name, healed: treatment.healed, ...(self ? {} : { patientName: patient.name }) },
        ...(self ? { row: { ...row, health_wounds: row.health_wounds - closed.health, action_wounds: row.action_wounds - closed.action, mind_wounds: row.mind_wounds - closed.mind } } : {}),
      };
    }
  }
}

/** Throws a carried explosive: its blast strikes with its damage and the explosives skill, and it is used up. */
async function throwExplosive(
  trx: Transaction<Database>,
  outbox: Outbox,
  characterId: number,
  item: ItemRow,
  ctx: { row: CombatRow; skills: { weapon_type: string; skill_level: number }[]; throw: Ability },
): Promise<PreparedMove> {
  if (item.damage_min === null || item.damage_max === null) throw refused(`${item.name} cannot be thrown.`, 'item_id');
  assertAffordable(ctx.row, ctx.throw, 0);
  await trx.deleteFrom('items').where('id', '=', item.id).execute();
  queueInventoryUpdated(outbox, characterId, { change: 'used', item_id: item.id, message: `Threw ${item.name}.` });
  const skill = ctx.skills.find((s) => s.weapon_type === 'explosives')?.skill_level ?? 0;
  const ability = { ...ctx.throw, label: item.name };
  return { move: { action: 'throw', ability, weapon: { type: 'explosives', skill, damage: { min: item.damage_min, max: item.damage_max } } }, threw: true };
}

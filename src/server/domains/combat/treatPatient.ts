import { sql, type Transaction } from 'kysely';
import { characterChannelWireName, type HealMateResponse, type HealReceivedPayload } from '../../../shared/api';
import { poolMaxima } from '../../../shared/rules/combat/hamRules';
import { medicalExperience, medicalTreatment, pointsTreated, treatmentText, type Treatment } from '../../../shared/rules/combat/medicalTreatment';
import type { Database } from '../../db/schema';
import { grantExperience } from '../../kernel/grants/grantExperience';
import { queueInventoryUpdated } from '../../kernel/itemEvents';
import type { ItemRow } from '../../kernel/itemRows';
import { partyMatesBesideSql } from '../../kernel/partyMatesBeside';
import { refused } from '../../kernel/refusal';
import { withCharacterLock, type CharacterAct, type MoneyDeps } from '../../kernel/withCharacterLock';
import { lockOwnedItem } from '../../kernel/ownedItems';
import type { Outbox } from '../../realtime/afterCommit';
import { characterModifiers, learnedModifiersSql, type LearnedModifiers } from '../skills/characterModifiers';
import { activeFightOf } from './allies';
import { COMBAT_COLUMNS, type CombatRow } from './combatPart';
import { poolsOf, woundsOf } from './fighter';

/** The refusals of a treatment (docs/GAME_RULES.md "Medical"); each changes nothing and keeps the item. */
export const medicalTexts = {
  notMedical: (item: string) => `${item} does not heal.`,
  worn: (item: string) => `${item} is worn, not carried.`,
  /** A self-heal that would change nothing. */
  nothingToHeal: (item: string) => `Nothing to heal: you are as healthy as your wounds allow. ${item} stays in your inventory.`,
  mateFull: (mate: string, item: string) => `Nothing to heal: ${mate} is as healthy as their wounds allow. ${item} stays in your inventory.`,
  inCombat: (item: string) => `You are in combat: use ${item} through the combat action.`,
  notAMate: 'You can only heal yourself or a member of your party.',
  notBeside: (mate: string) => `${mate} is not beside you: you can heal a party-mate in your star system, neither of you travelling.`,
  mateFighting: (mate: string) => `${mate} is in a fight: join it to heal them.`,
  notInThisFight: 'You can only heal a fighter standing on your side of this fight.',
};

/** The patient as a treatment reads it under its lock, with what the healer brings. */
export interface PatientRead {
  id: number;
  name: string;
  row: CombatRow;
  healerName: string;
  /** The healer's learned skills that carry modifiers (its `healing` among them). */
  learned: LearnedModifiers[];
  /** Patient and healer share a party. */
  mate: boolean;
  /** …and stand in one star system, neither on a journey. */
  beside: boolean;
}

/**
 * Locks the patient's combat row and reads, in the same statement, its name, whether it is the
 * healer's party-mate standing beside it, and the healer's learned modifiers. Undefined for no
 * such character.
 */
export async function lockPatient(trx: Transaction<Database>, healerId: number, patientId: number): Promise<PatientRead | undefined> {
  const found = await trx
    .selectFrom('character_combat as cc')
    .innerJoin('characters as pc', 'pc.id', 'cc.character_id')
    .select(COMBAT_COLUMNS.map((column) => `cc.${column}` as const))
    .select(['pc.id', 'pc.name'])
    .select(learnedModifiersSql(healerId).as('learned'))
    .select(sql<string>`(SELECT hc.name FROM characters hc WHERE hc.id = ${healerId})`.as('healerName'))
    .select(sql<boolean>`EXISTS (SELECT 1 FROM party_members hm JOIN party_members pm ON pm.party_id = hm.party_id WHERE hm.character_id = ${healerId} AND pm.character_id = cc.character_id)`.as('mate'))
    .select(sql<boolean>`cc.character_id IN ${partyMatesBesideSql(healerId)}`.as('beside'))
    .where('cc.character_id', '=', patientId)
    .forUpdate('cc')
    .executeTakeFirst();
  if (!found) return undefined;
  const { id, name, healerName, learned, mate, beside, ...row } = found;
  return { id, name, healerName, learned, mate, beside, row };
}

/** Refuses an item that is not a carried medical supply. */
export function assertMedicalItem(item: ItemRow): void {
  if (item.category !== 'medical') throw refused(medicalTexts.notMedical(item.name), 'item_id');
  if (item.equipped_slot !== null) throw refused(medicalTexts.worn(item.name), 'item_id');
}

/** What a treatment did, in numbers and in words. */
export interface TreatmentDone {
  treatment: Treatment;
  experience: number;
  message: string;
}

/**
 * The healer (the act's character) treats `patient` with `item`: the amount raised by its
 * `healing` modifier, wounds closed when it knows a healing skill, the item consumed, medical
 * experience by points treated. A treatment that would change nothing is refused. Writes the
 * patient's wounds, and its pools unless `poolsByTurn` (the healer's own move in a fight: the
 * turn adds them). A party-mate hears HealReceived.
 */
export async function treatPatient(act: Pick<CharacterAct, 'trx' | 'outbox'> & { character: { id: number } }, item: ItemRow, patient: PatientRead, options: { poolsByTurn?: boolean } = {}): Promise<TreatmentDone> {
  const { trx, outbox, character } = act;
  const self = patient.id === character.id;
  const bonus = characterModifiers(patient.learned).healing;
  const treatment = medicalTreatment({ pools: poolsOf(patient.row), max: poolMaxima(patient.row), wounds: woundsOf(patient.row) }, item.effect_amount ?? 0, bonus);
  if (pointsTreated(treatment) === 0) throw refused(self ? medicalTexts.nothingToHeal(item.name) : medicalTexts.mateFull(patient.name, item.name), 'item_id');
  await writeTreatment(trx, patient, treatment, options.poolsByTurn === true);
  await trx.deleteFrom('items').where('id', '=', item.id).execute();
  const what = treatmentText(treatment);
  const message = self ? `Used ${item.name}: healed ${what}.` : `Used ${item.name} on ${patient.name}: healed ${what}.`;
  queueInventoryUpdated(outbox, character.id, { change: 'used', item_id: item.id, message });
  const experience = medicalExperience(treatment, self ? 'self' : 'mate');
  await grantExperience(trx, character.id, 'medical', experience, outbox);
  if (!self) queueHealReceived(outbox, patient.id, { healer: { id: character.id, name: patient.healerName }, healed: treatment.healed, wounds_treated: treatment.woundsTreated, message: `${patient.healerName} healed you with ${item.name}: ${what}.` });
  return { treatment, experience, message };
}

async function writeTreatment(trx: Transaction<Database>, patient: PatientRead, treatment: Treatment, poolsByTurn: boolean): Promise<void> {
  const { row } = patient;
  const { healed, woundsTreated: closed } = treatment;
  const wounds = { health_wounds: row.health_wounds - closed.health, action_wounds: row.action_wounds - closed.action, mind_wounds: row.mind_wounds - closed.mind };
  const pools = { health_current: row.health_current + healed.health, action_current: row.action_current + healed.action, mind_current: row.mind_current + healed.mind };
  await trx.updateTable('character_combat').set(poolsByTurn ? wounds : { ...wounds, ...pools }).where('character_id', '=', patient.id).execute();
}

function queueHealReceived(outbox: Outbox, patientId: number, payload: HealReceivedPayload): void {
  outbox.add(characterChannelWireName(patientId), 'HealReceived', payload);
}

/**
 * Out of a fight: the act's character treats itself or a party-mate beside it with one of its
 * medical items. Neither may be in a fight (there the combat action heals).
 */
export async function treatOutOfFight(act: CharacterAct, item: ItemRow, patientId: number): Promise<TreatmentDone & { patient: PatientRead }> {
  const { trx, character } = act;
  assertMedicalItem(item);
  if ((await activeFightOf(trx, character.id)) !== null) throw refused(medicalTexts.inCombat(item.name), 'item_id');
  const patient = await lockPatient(trx, character.id, patientId);
  if (!patient || (patient.id !== character.id && !patient.mate)) throw refused(medicalTexts.notAMate, 'patient_id');
  if (patient.id !== character.id) {
    if (!patient.beside) throw refused(medicalTexts.notBeside(patient.name), 'patient_id');
    if ((await activeFightOf(trx, patient.id)) !== null) throw refused(medicalTexts.mateFighting(patient.name), 'patient_id');
  }
  return { ...(await treatPatient(act, item, patient)), patient };
}

/**
 * POST heal-mate: the character treats a party-mate beside it (or itself) out of a fight with one
 * of its medical items. One transaction locking both characters by id, then the item (a second
 * heal with the same item finds it gone) and the patient's pools.
 */
export function healMate(deps: MoneyDeps, characterId: number, patientId: number, itemId: number): Promise<HealMateResponse> {
  const together = patientId === characterId ? [] : [patientId];
  return withCharacterLock(deps, characterId, async (act) => {
    const item = await lockOwnedItem(act.trx, characterId, itemId);
    const done = await treatOutOfFight(act, item, patientId);
    return {
      success: true,
      message: done.message,
      patient: { id: done.patient.id, name: done.patient.name },
      healed: done.treatment.healed,
      wounds_treated: done.treatment.woundsTreated,
      experience: done.experience,
    };
  }, { together });
}

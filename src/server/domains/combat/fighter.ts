import { sql, type Kysely, type Transaction } from 'kysely';
import type { CombatModifiers } from '../../../shared/rules/combat/combatModifiers';
import { WORN_WEAPON_TYPES, type CombatRange, type Posture, type WeaponType, type WornWeaponType } from '../../../shared/rules/combat/combatTerms';
import { UNARMED_DAMAGE } from '../../../shared/rules/combat/combatMath';
import { poolMaxima, type Pools } from '../../../shared/rules/combat/hamRules';
import type { PlayerSide } from '../../../shared/rules/combat/turnEngine';
import { gearTotals } from '../../../shared/rules/items/gearTotals';
import type { Database } from '../../db/schema';
import { presentItem, itemJsonSql, type ItemRow } from '../../kernel/itemRows';
import { COMBAT_COLUMNS, type CombatRow } from './combatPart';

/** Locks the character's combat row (after the character's own lock) and reads it. */
export async function lockCombatRow(trx: Transaction<Database>, characterId: number): Promise<CombatRow> {
  return trx.selectFrom('character_combat').select(COMBAT_COLUMNS).where('character_id', '=', characterId).forUpdate().executeTakeFirstOrThrow();
}

export const poolsOf = (row: CombatRow): Pools => ({ health: row.health_current, action: row.action_current, mind: row.mind_current });
export const woundsOf = (row: CombatRow): Pools => ({ health: row.health_wounds, action: row.action_wounds, mind: row.mind_wounds });

/** The character's trained weapon skills as one JSON array (readWeaponSkills' rows), for a statement to fold in. */
export const weaponSkillsSql = (characterId: number) => sql<{ weapon_type: WeaponType; skill_level: number }[]>`(
  SELECT coalesce(json_agg(json_build_object('weapon_type', ws.weapon_type, 'skill_level', ws.skill_level)), '[]') FROM character_weapon_skills ws WHERE ws.character_id = ${characterId})`;

export async function readWeaponSkills(trx: Transaction<Database>, characterId: number): Promise<{ weapon_type: WeaponType; skill_level: number }[]> {
  return trx.selectFrom('character_weapon_skills').select(['weapon_type', 'skill_level']).where('character_id', '=', characterId).execute();
}

const isWornWeaponType = (value: unknown): value is WornWeaponType => typeof value === 'string' && (WORN_WEAPON_TYPES as readonly string[]).includes(value);

/** The kind of the worn weapon (bare hands when none); every weapon template carries one (a CHECK of item_templates). */
function wornWeaponType(weapon: ItemRow | undefined): WornWeaponType {
  if (!weapon) return 'brawling';
  const kind = weapon.meta_data.weapon_type;
  if (!isWornWeaponType(kind)) throw new Error(`The weapon template ${weapon.template_id} (${weapon.name}) carries no weapon kind.`);
  return kind;
}

/** What the character wears, as combat reads it: the weapon's type, damage and protection. */
export interface Gear {
  weaponType: WornWeaponType;
  damage: { min: number; max: number };
  /** Flat points soaked per blow taken: half the average of the worn protection. */
  protection: number;
  /** Slots of the worn pieces that protect (they wear when hit). */
  armourSlots: string[];
  weaponWorn: boolean;
}

/** The character's worn gear (condition-scaled, as the Equipment app shows it). */
export async function readGear(db: Kysely<Database> | Transaction<Database>, characterId: number): Promise<Gear> {
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('item_templates as t', 't.id', 'i.item_template_id')
    .select(sql<ItemRow>`${itemJsonSql()}`.as('item'))
    .where('i.character_id', '=', characterId)
    .where('i.equipped_slot', 'is not', null)
    .execute();
  return gearOf(rows.map((row) => row.item));
}

/** The worn items of `characterId` as one JSON array (readGear's rows), for a statement to fold in. */
export const wornItemsSql = (characterId: number) => sql<ItemRow[]>`(
  SELECT coalesce(json_agg(${itemJsonSql()}), '[]') FROM items i JOIN item_templates t ON t.id = i.item_template_id
  WHERE i.character_id = ${characterId} AND i.equipped_slot IS NOT NULL)`;

/** The gear of the `worn` items. */
export function gearOf(worn: readonly ItemRow[]): Gear {
  const totals = gearTotals(worn.map(presentItem));
  const weapon = worn.find((item) => item.equipped_slot === 'weapon');
  const weaponType = wornWeaponType(weapon);
  const armed = totals.damage.max > 0;
  return {
    weaponType,
    damage: armed ? totals.damage : { ...UNARMED_DAMAGE },
    protection: Math.round((totals.protection.min + totals.protection.max) / 4),
    armourSlots: worn.filter((item) => item.protection_max !== null && item.equipped_slot !== 'weapon').map((item) => item.equipped_slot as string),
    weaponWorn: weapon !== undefined,
  };
}

export interface StanceRow {
  id: number;
  name: string;
  accuracy_modifier: number;
  damage_modifier: number;
  defense_modifier: number;
}

export async function readStance(trx: Transaction<Database>, stanceId: number | null): Promise<StanceRow | undefined> {
  if (stanceId === null) return undefined;
  return trx.selectFrom('stances').select(['id', 'name', 'accuracy_modifier', 'damage_modifier', 'defense_modifier']).where('id', '=', stanceId).executeTakeFirst();
}

/** The player's side of a turn from what is stored. */
export function playerSide(
  row: CombatRow,
  skills: { weapon_type: WeaponType; skill_level: number }[],
  gear: Gear,
  stance: StanceRow | undefined,
  setting: { posture: Posture; range: CombatRange; defending: boolean },
  modifiers: CombatModifiers,
): PlayerSide {
  return {
    pools: poolsOf(row),
    max: poolMaxima(row),
    wounds: woundsOf(row),
    stats: row,
    battleFatigue: row.battle_fatigue,
    weaponType: gear.weaponType,
    weaponSkill: skills.find((skill) => skill.weapon_type === gear.weaponType)?.skill_level ?? 0,
    damage: gear.damage,
    protection: gear.protection,
    stance: { accuracy: stance?.accuracy_modifier ?? 0, damage: stance?.damage_modifier ?? 0, defense: stance?.defense_modifier ?? 0 },
    modifiers,
    ...setting,
  };
}

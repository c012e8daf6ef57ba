import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StanceView } from '../../../shared/api';
import type { CombatAttribute, WeaponType } from '../../../shared/rules/combat/combatTerms';
import type { Stats } from '../../../shared/rules/combat/hamRules';
import { isStanceAvailable, type StanceRequirements } from '../../../shared/rules/combat/stanceRules';
import type { Database, StancesTable } from '../../db/schema';

type StanceRow = Selectable<StancesTable>;

/** A stance's requirements (seed 000 §3), or null when it has none. */
export function stanceRequirementsOf(row: StanceRow): StanceRequirements | null {
  const requirements: StanceRequirements = {};
  if (row.req_attribute && row.req_attribute_value !== null) requirements.attribute = { attribute: row.req_attribute as CombatAttribute, value: row.req_attribute_value };
  if (row.req_weapon_type && row.req_weapon_level !== null) requirements.weapon_skill = { weapon_type: row.req_weapon_type as WeaponType, level: row.req_weapon_level };
  return requirements.attribute || requirements.weapon_skill ? requirements : null;
}

/** Every stance, and whether the character can take it now. */
export async function listStances(db: Kysely<Database> | Transaction<Database>, stats: Stats, skills: { weapon_type: string; skill_level: number }[]): Promise<StanceView[]> {
  const rows = await db.selectFrom('stances').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const requirements = stanceRequirementsOf(row);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      requirements,
      accuracy_modifier: row.accuracy_modifier,
      damage_modifier: row.damage_modifier,
      defense_modifier: row.defense_modifier,
      available: isStanceAvailable(requirements, stats, skills),
    };
  });
}

import { sql } from 'kysely';
import type { CharacterShip } from '../../../shared/api';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import type { Db } from '../../db/database';
import { cargoUsedOfShipS } from '../../kernel/cargoUsedSql';

/**
 * The ship summaries on each character (seed 000 §3: fuel_percentage, condition, cargo_used,
 * cargo_capacity), the active ship first, in one query for any number of characters.
 */
export async function shipSummaries(db: Db, characterIds: readonly number[]): Promise<Map<number, CharacterShip[]>> {
  const byCharacter = new Map<number, CharacterShip[]>(characterIds.map((id) => [id, []]));
  if (characterIds.length === 0) return byCharacter;
  const rows = await db
    .selectFrom('ships as s')
    .innerJoin('characters as c', 'c.id', 's.character_id')
    .select([
      's.id',
      's.character_id',
      's.name',
      's.fuel',
      's.max_fuel',
      's.durability',
      's.max_durability',
      's.cargo_capacity',
      cargoUsedOfShipS().as('cargo_used'),
      sql<boolean>`c.active_ship_id = s.id`.as('is_active'),
    ])
    .where('s.character_id', 'in', characterIds)
    .orderBy(sql`c.active_ship_id = s.id`, 'desc')
    .orderBy('s.id')
    .execute();
  for (const row of rows) {
    byCharacter.get(row.character_id)?.push({
      id: row.id,
      name: row.name,
      fuel_percentage: percentOf(row.fuel, row.max_fuel),
      condition: percentOf(row.durability, row.max_durability),
      cargo_used: row.cargo_used,
      cargo_capacity: row.cargo_capacity,
    });
  }
  return byCharacter;
}

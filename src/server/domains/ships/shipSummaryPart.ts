import { sql } from 'kysely';
import type { CharacterShip } from '../../../shared/api';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import type { CharacterPart } from '../../kernel/characterPart';
import { cargoUsedOfShipS } from '../../kernel/cargoUsedSql';

interface ShipSummaryRow {
  id: number;
  name: string;
  fuel: number;
  max_fuel: number;
  durability: number;
  max_durability: number;
  cargo_capacity: number;
  cargo_used: number;
  active: boolean;
}

/**
 * The ship summaries on the Character (seed 000 §3: fuel_percentage, condition, cargo_used,
 * cargo_capacity), the active ship first.
 */
export const shipSummaryPart: CharacterPart<ShipSummaryRow[], CharacterShip[]> = {
  sql: () => sql<ShipSummaryRow[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', s.id, 'name', s.name, 'fuel', s.fuel, 'max_fuel', s.max_fuel, 'durability', s.durability,
      'max_durability', s.max_durability, 'cargo_capacity', s.cargo_capacity, 'cargo_used', ${cargoUsedOfShipS()},
      'active', s.id IS NOT DISTINCT FROM c.active_ship_id
    )), '[]')
    FROM ships s WHERE s.character_id = c.id)`,
  // Sorted here, not by the aggregate: a sort per read costs PostgreSQL more than it costs us.
  present: (rows) =>
    [...rows].sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id).map((row) => ({
      id: row.id,
      name: row.name,
      fuel_percentage: percentOf(row.fuel, row.max_fuel),
      condition: percentOf(row.durability, row.max_durability),
      cargo_used: row.cargo_used,
      cargo_capacity: row.cargo_capacity,
    })),
};

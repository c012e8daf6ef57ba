import type { Ship, ShipPart, ShipUpgradeRecord } from '../../../shared/api';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import type { Db } from '../../db/database';
import { selectFleetOf } from '../../kernel/shipRows';

function groupByShip<T extends { ship_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.ship_id, [...(groups.get(row.ship_id) ?? []), row]);
  return groups;
}

/** The character's ships (seed 001 §3 Ship) with their parts and upgrade records, the active ship first. */
export async function loadFleet(db: Db, characterId: number): Promise<Ship[]> {
  const ships = await selectFleetOf(db, characterId).execute();
  if (ships.length === 0) return [];
  const ids = ships.map((s) => s.id);
  const [parts, upgrades] = await Promise.all([
    db.selectFrom('ship_parts').select(['id', 'ship_id', 'name', 'type', 'meta_data']).where('ship_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('ship_upgrades').select(['id', 'ship_id', 'name', 'meta_data']).where('ship_id', 'in', ids).orderBy('id').execute(),
  ]);
  const partsOf = groupByShip(parts);
  const upgradesOf = groupByShip(upgrades);
  return ships.map((s) => ({
    id: s.id,
    name: s.name,
    type: s.size_class,
    template_name: s.template_name,
    manufacturer: s.manufacturer,
    is_active: s.is_active,
    condition: percentOf(s.durability, s.max_durability),
    stats: { cargo: s.cargo_used, fuel: s.fuel, durability: s.durability },
    meta_data: {
      speed: s.speed,
      fuel: s.max_fuel,
      capacity: s.cargo_capacity,
      fuel_efficiency: s.fuel_efficiency,
      durability: s.max_durability,
      damage: s.damage,
    },
    parts: (partsOf.get(s.id) ?? []).map(({ id, name, type, meta_data }): ShipPart => ({ id, name, type, meta_data })),
    upgrades: (upgradesOf.get(s.id) ?? []).map(({ id, name, meta_data }): ShipUpgradeRecord => ({ id, name, meta_data })),
  }));
}

import type { Kysely } from 'kysely';
import type { SizeClass } from '../../../shared/rules/ships/sizeClass';
import type { Database } from '../../db/schema';
import { cargoUsed } from '../../kernel/cargoHold';

/** The character's side of a contract decision. */
export interface CarrierFacts {
  id: number;
  name: string;
  credits: number;
  reputation: number;
  superAreaId: number;
  superAreaName: string;
  ship: { id: number; name: string; size: SizeClass; capacity: number; used: number } | null;
  activeContracts: number;
}

/**
 * Reads what acceptance depends on. Inside a transaction the caller has locked the character
 * first (the kernel's `lockCharacter`, as every credit move does); pass `lock` to lock the ship.
 */
export async function carrierFacts(db: Kysely<Database>, characterId: number, lock = false): Promise<CarrierFacts> {
  const character = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .select(['c.id', 'c.name', 'c.credits', 'c.reputation', 'c.active_ship_id', 'sa.id as super_area_id', 'sa.name as super_area_name'])
    .where('c.id', '=', characterId)
    .executeTakeFirstOrThrow();
  let ship: CarrierFacts['ship'] = null;
  if (character.active_ship_id !== null) {
    let shipQuery = db
      .selectFrom('ships as s')
      .innerJoin('ship_templates as t', 't.id', 's.ship_template_id')
      .select(['s.id', 's.name', 't.size_class', 's.cargo_capacity'])
      .where('s.id', '=', character.active_ship_id);
    if (lock) shipQuery = shipQuery.forUpdate();
    const row = await shipQuery.executeTakeFirstOrThrow();
    ship = { id: row.id, name: row.name, size: row.size_class, capacity: row.cargo_capacity, used: await cargoUsed(db, row.id) };
  }
  const active = await db
    .selectFrom('trading_contracts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('character_id', '=', characterId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return {
    id: character.id,
    name: character.name,
    credits: character.credits,
    reputation: character.reputation,
    superAreaId: character.super_area_id,
    superAreaName: character.super_area_name,
    ship,
    activeContracts: Number(active.n),
  };
}

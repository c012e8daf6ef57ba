import type { Selectable, Transaction } from 'kysely';
import type { Database, ShipTemplatesTable } from '../../db/schema';

/** Gives a new character the starter model, full of fuel and undamaged, and makes it the active ship. */
export async function giveStarterShip(trx: Transaction<Database>, characterId: number): Promise<number> {
  const template = await trx
    .selectFrom('ship_templates')
    .selectAll()
    .where('is_starter', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ship = await trx
    .insertInto('ships')
    .values(newShipRow(characterId, template, template.max_fuel))
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('characters').set({ active_ship_id: ship.id }).where('id', '=', characterId).execute();
  return ship.id;
}

/** A new hull of `template` for the character: the template's stats, undamaged, with `fuel` in the tank. */
export function newShipRow(characterId: number, template: Selectable<ShipTemplatesTable>, fuel: number) {
  return {
    character_id: characterId,
    ship_template_id: template.id,
    name: template.name,
    fuel,
    durability: template.max_durability,
    speed: template.speed,
    cargo_capacity: template.cargo_capacity,
    max_fuel: template.max_fuel,
    fuel_efficiency: template.fuel_efficiency,
    max_durability: template.max_durability,
    damage: template.damage,
  };
}

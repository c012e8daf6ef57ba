import type { Selectable, Transaction } from 'kysely';
import type { Database, ShipTemplatesTable } from '../../db/schema';

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

/** Puts a new hull of the template into the character's fleet (a quest reward), full of fuel. */
export async function grantShip(trx: Transaction<Database>, characterId: number, shipTemplateId: number): Promise<void> {
  const template = await trx.selectFrom('ship_templates').selectAll().where('id', '=', shipTemplateId).executeTakeFirstOrThrow();
  await trx.insertInto('ships').values(newShipRow(characterId, template, template.max_fuel)).execute();
}

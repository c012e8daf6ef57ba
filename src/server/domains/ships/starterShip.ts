import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { newShipRow } from '../../kernel/grants/grantShip';

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

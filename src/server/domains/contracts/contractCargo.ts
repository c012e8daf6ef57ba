import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

interface ContractLoad {
  shipId: number;
  commodityId: number;
  quantity: number;
  pricePerUnit: number;
}

/** Loads contract cargo into the hold, reserved so the market can't sell it. */
export async function loadContractCargo(trx: Transaction<Database>, load: ContractLoad): Promise<void> {
  const value = load.quantity * load.pricePerUnit;
  await sql`
    INSERT INTO ship_cargo (ship_id, commodity_id, quantity, reserved, total_cost)
    VALUES (${load.shipId}, ${load.commodityId}, ${load.quantity}, ${load.quantity}, ${value})
    ON CONFLICT (ship_id, commodity_id) DO UPDATE
    SET quantity = ship_cargo.quantity + EXCLUDED.quantity,
        reserved = ship_cargo.reserved + EXCLUDED.reserved,
        total_cost = ship_cargo.total_cost + EXCLUDED.total_cost`.execute(trx);
}

/**
 * Takes contract cargo out of the hold (delivered or abandoned). Returns false when the hold no
 * longer has it (the ship was lost), so the caller decides what that means.
 */
export async function unloadContractCargo(trx: Transaction<Database>, load: ContractLoad): Promise<boolean> {
  const where = { ship_id: load.shipId, commodity_id: load.commodityId };
  const held = await trx
    .selectFrom('ship_cargo')
    .select(['quantity', 'reserved', 'total_cost'])
    .where('ship_id', '=', where.ship_id)
    .where('commodity_id', '=', where.commodity_id)
    .forUpdate()
    .executeTakeFirst();
  if (!held || held.reserved < load.quantity) return false;
  const rows = trx.updateTable('ship_cargo').where('ship_id', '=', where.ship_id).where('commodity_id', '=', where.commodity_id);
  if (held.quantity === load.quantity) {
    await trx.deleteFrom('ship_cargo').where('ship_id', '=', where.ship_id).where('commodity_id', '=', where.commodity_id).execute();
  } else {
    await rows
      .set({
        quantity: held.quantity - load.quantity,
        reserved: held.reserved - load.quantity,
        total_cost: Math.max(0, held.total_cost - load.quantity * load.pricePerUnit),
      })
      .execute();
  }
  return true;
}

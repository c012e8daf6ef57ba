import { sql, type Kysely, type QueryCreator, type Transaction } from 'kysely';
import { unitsShare, type LineAccount } from '../../shared/rules/skills/professionTrade';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

/**
 * The cargo hold of a ship (ship_cargo). Every change goes through these functions inside the
 * caller's transaction, after the caller has locked the character row and then the ship row
 * (`lockShip` in ./locks), so the space check and the change can't race another trade or contract.
 * `total_cost` is what the ship's own (unreserved) units cost at the market's price, and
 * `saving_held` the profession saving their buys took off it, settled by the line's sales (their
 * running account: `profit_realised`, `saving_released`, `bonus_settled`); contract cargo is
 * `reserved`.
 */

/** Units in the hold, reserved ones included. */
export async function cargoUsed(db: Kysely<Database>, shipId: number): Promise<number> {
  const row = await db
    .selectFrom('ship_cargo')
    .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('used'))
    .where('ship_id', '=', shipId)
    .executeTakeFirstOrThrow();
  return row.used;
}

/**
 * A load of cargo: `cost` adds to what the ship's own units cost (before any saving), `saving` to
 * the profession saving held on them, `reserved` marks units held for a contract.
 */
export interface CargoLoad {
  shipId: number;
  commodityId: number;
  quantity: number;
  cost: number;
  saving?: number;
  reserved?: number;
}

/** The statement that puts a load into the hold, to run alone or as a step of a larger statement (a CTE). */
export function loadCargoQuery(db: QueryCreator<Database>, load: CargoLoad) {
  return db
    .insertInto('ship_cargo')
    .values({ ship_id: load.shipId, commodity_id: load.commodityId, quantity: load.quantity, total_cost: load.cost, saving_held: load.saving ?? 0, reserved: load.reserved ?? 0 })
    .onConflict((conflict) =>
      conflict.columns(['ship_id', 'commodity_id']).doUpdateSet((eb) => ({
        quantity: eb('ship_cargo.quantity', '+', eb.ref('excluded.quantity')),
        total_cost: eb('ship_cargo.total_cost', '+', eb.ref('excluded.total_cost')),
        saving_held: eb('ship_cargo.saving_held', '+', eb.ref('excluded.saving_held')),
        reserved: eb('ship_cargo.reserved', '+', eb.ref('excluded.reserved')),
      })),
    );
}

/** Puts `quantity` units into the hold. The caller has checked the free space. */
export async function loadCargo(trx: Trx, load: CargoLoad): Promise<void> {
  await loadCargoQuery(trx, load).execute();
}

/** What the hold has of one commodity, locked: all of it, and what is free to sell. */
export async function lockCargoLine(trx: Trx, shipId: number, commodityId: number) {
  const row = await trx
    .selectFrom('ship_cargo')
    .select(['quantity', 'reserved', 'total_cost', 'saving_held', 'profit_realised', 'saving_released', 'bonus_settled'])
    .where('ship_id', '=', shipId)
    .where('commodity_id', '=', commodityId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    quantity: row.quantity,
    reserved: row.reserved,
    sellable: row.quantity - row.reserved,
    totalCost: Number(row.total_cost),
    savingHeld: Number(row.saving_held),
    account: { profitRealised: Number(row.profit_realised), savingReleased: Number(row.saving_released), settled: Number(row.bonus_settled) },
  };
}

export type CargoLine = NonNullable<Awaited<ReturnType<typeof lockCargoLine>>>;

/**
 * What `quantity` of a line's own (unreserved) units carry: their share of total_cost
 * (`costBasis`) and of the held saving (`saving`), the last units taking the rest so no credit is
 * lost to rounding.
 */
export function unitsOfLine(line: CargoLine, quantity: number): { costBasis: number; saving: number } {
  return { costBasis: unitsShare(line.totalCost, quantity, line.sellable), saving: unitsShare(line.savingHeld, quantity, line.sellable) };
}

/** The columns of a hold's line, as a trade's answer shows it (RETURNING them costs no statement). */
export const CARGO_LINE_COLUMNS = ['commodity_id', 'quantity', 'reserved', 'total_cost', 'saving_held', 'profit_realised', 'saving_released', 'bonus_settled'] as const;

/**
 * Takes `quantity` of the ship's own units out of the locked `line` with what they carry
 * (`unitsOfLine`), and keeps the line's sales `account` on what stays; a line sold out goes, and
 * its account with it. The caller has checked there are that many sellable units. Returns the line
 * left (undefined once sold out).
 */
export async function unloadCargo(trx: Trx, line: CargoLine, unload: { shipId: number; commodityId: number; quantity: number; account: LineAccount }) {
  if (line.sellable < unload.quantity) throw new Error('unloadCargo: not that many sellable units');
  const { costBasis, saving } = unitsOfLine(line, unload.quantity);
  if (line.quantity === unload.quantity) {
    await trx.deleteFrom('ship_cargo').where('ship_id', '=', unload.shipId).where('commodity_id', '=', unload.commodityId).execute();
    return undefined;
  }
  return trx
    .updateTable('ship_cargo')
    .set((eb) => ({
      quantity: eb('quantity', '-', unload.quantity),
      total_cost: eb('total_cost', '-', costBasis),
      saving_held: eb('saving_held', '-', saving),
      profit_realised: unload.account.profitRealised,
      saving_released: unload.account.savingReleased,
      bonus_settled: unload.account.settled,
    }))
    .where('ship_id', '=', unload.shipId)
    .where('commodity_id', '=', unload.commodityId)
    .returning(CARGO_LINE_COLUMNS)
    .executeTakeFirst();
}

/**
 * Takes `quantity` reserved (contract) units out of the hold, delivered or abandoned; the ship's
 * own units and their cost stay. Returns false when the hold no longer holds that many reserved
 * units, so the caller decides what that means.
 */
export async function unloadReservedCargo(trx: Trx, unload: { shipId: number; commodityId: number; quantity: number }): Promise<boolean> {
  const line = await lockCargoLine(trx, unload.shipId, unload.commodityId);
  if (!line || line.reserved < unload.quantity) return false;
  if (line.quantity === unload.quantity) {
    await trx.deleteFrom('ship_cargo').where('ship_id', '=', unload.shipId).where('commodity_id', '=', unload.commodityId).execute();
  } else {
    await trx
      .updateTable('ship_cargo')
      .set((eb) => ({ quantity: eb('quantity', '-', unload.quantity), reserved: eb('reserved', '-', unload.quantity) }))
      .where('ship_id', '=', unload.shipId)
      .where('commodity_id', '=', unload.commodityId)
      .execute();
  }
  return true;
}

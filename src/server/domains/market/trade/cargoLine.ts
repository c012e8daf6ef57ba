import type { Kysely } from 'kysely';
import { CARGO_LINE_COLUMNS } from '../../../kernel/cargoHold';
import type { MarketCargoItem } from '../../../../shared/api';
import type { Database } from '../../../db/schema';
import type { Commodity } from '../commodityCatalog';


export interface CargoLineRow {
  commodity_id: number;
  quantity: number;
  reserved: number;
  total_cost: number | string;
  saving_held: number | string;
  profit_realised: number | string;
  saving_released: number | string;
  bonus_settled: number | string;
}

/** Every line of a ship's hold, in commodity order. */
export function readCargoLines(db: Kysely<Database>, shipId: number): Promise<CargoLineRow[]> {
  return db.selectFrom('ship_cargo').select(CARGO_LINE_COLUMNS).where('ship_id', '=', shipId).orderBy('commodity_id').execute();
}

/** A line of the manifest (seed 001 §3 Cargo item), valued at `unitPrice`. */
export function manifestLine(line: CargoLineRow, commodity: Commodity | undefined, unitPrice: number): MarketCargoItem {
  const sellable = line.quantity - line.reserved;
  return {
    commodity_id: line.commodity_id,
    commodity_name: commodity?.name ?? 'Unknown commodity',
    category: commodity?.category ?? 'unknown',
    quantity: line.quantity,
    reserved: line.reserved,
    sellable,
    average_cost: sellable > 0 ? Math.round((Number(line.total_cost) / sellable) * 100) / 100 : 0,
    unit_price: unitPrice,
    current_value: unitPrice * line.quantity,
    settlement: {
      total_cost: Number(line.total_cost),
      saving_held: Number(line.saving_held),
      profit_realised: Number(line.profit_realised),
      saving_released: Number(line.saving_released),
      bonus_settled: Number(line.bonus_settled),
    },
  };
}

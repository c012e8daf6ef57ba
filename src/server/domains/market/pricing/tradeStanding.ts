import { sql, type Kysely } from 'kysely';
import type { Trader } from '../../../../shared/rules/market/tradeQuote';
import type { Database } from '../../../db/schema';
import { characterModifiers, learnedModifiersSql } from '../../skills/characterModifiers';

/**
 * Reads, in one statement, the character's skill modifiers and its active ship's line of the
 * commodity, so a sale's quote settles exactly as the sale will (the no-pump rule).
 */
export async function readTradeStanding(db: Kysely<Database>, characterId: number, commodityId: number): Promise<Trader> {
  const row = await db
    .selectFrom('characters as c')
    .leftJoin('ship_cargo as sc', (join) => join.onRef('sc.ship_id', '=', 'c.active_ship_id').on('sc.commodity_id', '=', commodityId))
    .select(['sc.quantity', 'sc.reserved', 'sc.total_cost', 'sc.saving_held', 'sc.profit_realised', 'sc.saving_released', 'sc.bonus_settled'])
    .select(learnedModifiersSql(sql.ref<number>('c.id')).as('learned_modifiers'))
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  const priceBonus = characterModifiers(row?.learned_modifiers ?? []).trade_price_bonus;
  if (!row || row.quantity === null) return { priceBonus };
  return {
    priceBonus,
    line: {
      sellable: row.quantity - (row.reserved ?? 0),
      totalCost: Number(row.total_cost),
      savingHeld: Number(row.saving_held),
      account: { profitRealised: Number(row.profit_realised), savingReleased: Number(row.saving_released), settled: Number(row.bonus_settled) },
    },
  };
}

import { sql, type Kysely } from 'kysely';
import { settleSale, unitsShare } from '../../../../shared/rules/skills/professionTrade';
import type { Database } from '../../../db/schema';
import { characterModifiers, learnedModifiersSql } from '../../skills/characterModifiers';

/** What a quote needs of the trader: the price bonus, and how a sale of its cargo would settle. */
export interface TradeStanding {
  priceBonus: number;
  /** The profession saving of selling `quantity` units for `quote` (the bonus less any saving given back). */
  saleSaving(quote: number, quantity: number): number;
}

/**
 * Reads, in one statement, the character's skill modifiers and its active ship's line of the
 * commodity, so a sale's quote settles exactly as the sale will (the no-pump rule). Units not in
 * the hold are quoted with no saving.
 */
export async function readTradeStanding(db: Kysely<Database>, characterId: number, commodityId: number): Promise<TradeStanding> {
  const row = await db
    .selectFrom('characters as c')
    .leftJoin('ship_cargo as sc', (join) => join.onRef('sc.ship_id', '=', 'c.active_ship_id').on('sc.commodity_id', '=', commodityId))
    .select(['sc.quantity', 'sc.reserved', 'sc.total_cost', 'sc.saving_held', 'sc.profit_realised', 'sc.saving_released', 'sc.bonus_settled'])
    .select(learnedModifiersSql(sql.ref<number>('c.id')).as('learned_modifiers'))
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  const priceBonus = characterModifiers(row?.learned_modifiers ?? []).trade_price_bonus;
  const sellable = (row?.quantity ?? 0) - (row?.reserved ?? 0);
  return {
    priceBonus,
    saleSaving(quote, quantity) {
      if (!row || quantity > sellable) return 0;
      const account = { profitRealised: Number(row.profit_realised), savingReleased: Number(row.saving_released), settled: Number(row.bonus_settled) };
      return settleSale(quote, unitsShare(Number(row.total_cost), quantity, sellable), unitsShare(Number(row.saving_held), quantity, sellable), priceBonus, account).extra;
    },
  };
}

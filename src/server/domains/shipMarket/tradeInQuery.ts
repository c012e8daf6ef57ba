import { sql, type Kysely } from 'kysely';
import type { OwnedShipForTrade } from '../../../shared/api';
import { percentOf } from '../../../shared/rules/ships/shipCondition';
import { tradeInValue } from '../../../shared/rules/ships/tradeIn';
import type { Database } from '../../db/schema';
import { cargoUsedOfShipS } from '../../kernel/cargoUsedSql';
import { fromShips } from '../../kernel/shipRows';

/** A dealer's view of one ship: its trade-in value and whether its hold is empty. */
export type TradeCandidate = OwnedShipForTrade;

/**
 * The character's ships valued for trade-in (seed 001 §3 trade_in), the active one first; with
 * `shipId`, that ship only. Pass the transaction when the value decides a purchase.
 */
export async function tradeCandidates(db: Kysely<Database>, characterId: number, shipId?: number): Promise<TradeCandidate[]> {
  let query = fromShips(db)
    .innerJoin('characters as c', 'c.id', 's.character_id')
    .select([
      's.id',
      's.name',
      's.durability',
      's.max_durability',
      's.purchase_price',
      't.name as template_name',
      't.size_class',
      't.base_price',
      sql<boolean>`c.active_ship_id = s.id`.as('is_active'),
      cargoUsedOfShipS().as('cargo_used'),
      sql<number[]>`coalesce((SELECT array_agg(cost) FROM ship_customizations WHERE ship_id = s.id), '{}')`.as('upgrade_costs'),
    ])
    .where('s.character_id', '=', characterId);
  if (shipId !== undefined) query = query.where('s.id', '=', shipId);
  const rows = await query.orderBy(sql`c.active_ship_id = s.id`, 'desc').orderBy('s.id').execute();
  return rows.map((row) => {
    const condition = percentOf(row.durability, row.max_durability);
    return {
      id: row.id,
      name: row.name,
      template_name: row.template_name,
      size_class: row.size_class,
      is_active: row.is_active,
      condition,
      cargo_used: row.cargo_used,
      trade_in_value: tradeInValue({
        purchasePrice: row.purchase_price,
        basePrice: row.base_price,
        condition,
        upgradeCosts: row.upgrade_costs.map(Number),
      }),
    };
  });
}

/** Why a ship cannot be traded in, or null: a dealer takes only an empty hold (cargo, contract cargo included, never vanishes with a hull). */
export function tradeInProblem(candidate: TradeCandidate): string | null {
  if (candidate.cargo_used > 0) return `Unload the cargo of ${candidate.name} before trading it in: its hold still carries ${candidate.cargo_used} t.`;
  return null;
}

import type { TradeAfter, TradeTransaction } from '../../../../shared/api';
import { manifestLine, type CargoLineRow } from './cargoLine';
import type { TradeTerms } from './tradePlan';

/**
 * What the trade left, for the answer (`TradeResponse.after`): the hold's `line` of the commodity as
 * the trade left it (undefined once sold out), valued at the price after it, the hold's units, and
 * what a quote here is made of, so the client patches its manifest and quotes instead of reading them.
 */
export function tradeAfter(terms: TradeTerms, done: TradeTransaction, line: CargoLineRow | undefined): TradeAfter {
  return {
    cargo_line: line ? manifestLine(line, terms.commodity, done.price_after) : null,
    cargo_used: terms.cargoUsed + (done.action === 'buy' ? done.quantity : -done.quantity),
    cargo_capacity: terms.cargoCapacity,
    price_model: { base_price: terms.model.basePrice, reference_stock: terms.model.referenceStock, elasticity: terms.model.elasticity },
    price_bonus: terms.priceBonus,
  };
}

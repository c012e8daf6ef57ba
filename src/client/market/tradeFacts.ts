import type { MarketCargoItem, MarketPriceModel } from '../../shared/api';
import type { PriceModel } from '../../shared/rules/market/marketPrice';
import type { HeldLine } from '../../shared/rules/skills/professionTrade';

/** A market's price model as the shared rules take it. */
export function priceModelOf(fields: MarketPriceModel): PriceModel {
  return { basePrice: fields.base_price, referenceStock: fields.reference_stock, elasticity: fields.elasticity };
}

/** A manifest line as a sale settles it. */
export function heldLineOf(item: MarketCargoItem): HeldLine {
  const { settlement } = item;
  return {
    sellable: item.sellable,
    totalCost: settlement.total_cost,
    savingHeld: settlement.saving_held,
    account: { profitRealised: settlement.profit_realised, savingReleased: settlement.saving_released, settled: settlement.bonus_settled },
  };
}

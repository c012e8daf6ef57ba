import type { MarketTradeAction } from '../../api/commodities';
import type { Pricing } from '../../api/market';
import { unitPrice, type PriceModel } from './marketPrice';
import { tradeQuote, type Trader } from './tradeQuote';

/** One commodity at one system's market, as a quote names and prices it. */
export interface QuotedMarket {
  commodityId: number;
  commodityName: string;
  superAreaId: number;
  superAreaName: string;
  model: PriceModel;
  stock: number;
}

/**
 * The quote of GET /api/market/commodities/:id/pricing (GAME_RULES: the sum of the marginal
 * prices), from the shared rule: the server answers it, and a client re-quotes its cached quotes
 * with it after a trade's answer says what the market and the hold hold now. A buy larger than the
 * stock is quoted for the stock, with `can_fill` false.
 */
export function pricingQuote(market: QuotedMarket, action: MarketTradeAction, quantity: number, trader: Trader): Pricing {
  const filled = action === 'buy' ? Math.min(quantity, market.stock) : quantity;
  const quote = tradeQuote(action, market.model, market.stock, filled, trader);
  return {
    commodity_id: market.commodityId,
    commodity_name: market.commodityName,
    super_area_id: market.superAreaId,
    super_area_name: market.superAreaName,
    action,
    quantity: filled,
    unit_price: unitPrice(market.model, market.stock),
    average_price: quote.averagePrice,
    total: quote.total,
    profession_saving: quote.saving,
    final_total: quote.finalTotal,
    price_after: quote.priceAfter,
    available_quantity: market.stock,
    can_fill: filled === quantity,
  };
}

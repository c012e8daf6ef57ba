import type { MarketTradeAction, TradeTransaction } from '../../../../shared/api';
import { formatCredits } from '../../../../shared/rules/formatCredits';
import { sellQuote, type Quote } from '../../../../shared/rules/market/marketQuote';
import type { PriceModel } from '../../../../shared/rules/market/marketPrice';
import { fillsWithinLimit, priceMovedMessage, tradeQuote } from '../../../../shared/rules/market/tradeQuote';
import { tradingExperience } from '../../../../shared/rules/market/tradingLevel';
import { settleLineSale, type SaleSettlement } from '../../../../shared/rules/skills/professionTrade';
import type { CargoLine } from '../../../kernel/cargoHold';
import { refused } from '../../../kernel/refusal';
import type { Commodity } from '../commodityCatalog';

/** A player's order at the local market. */
export interface TradeOrder {
  commodityId: number;
  quantity: number;
  action: MarketTradeAction;
  /** Where the player means to trade; it must be where the character is. */
  superAreaId?: number;
  /** The worst average price a unit the player accepts (the quote shown): most for a buy, least for a sale. */
  limitPrice?: number;
}

/**
 * What a trade decides before it writes anything, from the inputs it was given (locked rows in the
 * full act, or the inputs `market_trade` showed for the one-call trade): the quote by the pure
 * price rule and every refusal, in the spec's words. Both ways of trading plan through here, so
 * they quote and refuse alike.
 */
export interface TradeTerms {
  commodity: Commodity;
  model: PriceModel;
  /** The market's stock when the rows were read. */
  stock: number;
  quantity: number;
  credits: number;
  cargoCapacity: number;
  /** Units in the hold. */
  cargoUsed: number;
  /** The trade price bonus of the character's skills (a fraction). */
  priceBonus: number;
  limitPrice: number | undefined;
}

export interface BuyPlan {
  action: 'buy';
  quote: Quote;
  /** Held on the cargo line until a sale shows a profit. */
  saving: number;
  cost: number;
}

export interface SellPlan {
  action: 'sell';
  quote: Quote;
  line: CargoLine;
  settled: SaleSettlement;
  experience: number;
}

/** A fill worse than the price the player was shown is refused before anything is written. */
function refuseBeyondLimit(terms: TradeTerms, action: MarketTradeAction, quote: Quote): void {
  if (terms.limitPrice !== undefined && !fillsWithinLimit(action, quote.averagePrice, terms.limitPrice)) {
    throw refused(priceMovedMessage(action, terms.commodity.name, quote, terms.limitPrice), 'limit_price');
  }
}

/** A buy's quote, or its refusal: the stock, the hold's room, the limit, the credits, in that order. */
export function planBuy(terms: TradeTerms): BuyPlan {
  const { commodity, stock, quantity } = terms;
  if (quantity > stock) {
    throw refused(stock === 0 ? `${commodity.name} is sold out here.` : `Not enough stock: only ${stock} ${commodity.name} for sale here.`, 'quantity');
  }
  const free = terms.cargoCapacity - terms.cargoUsed;
  if (quantity > free) throw refused(`Not enough cargo space: ${free} of ${terms.cargoCapacity} units free.`, 'quantity');
  const quote = tradeQuote('buy', terms.model, stock, quantity, { priceBonus: terms.priceBonus });
  refuseBeyondLimit(terms, 'buy', quote);
  // The saving comes off the price now and is held on the cargo until a sale shows a profit.
  const { saving, finalTotal: cost } = quote;
  if (cost > terms.credits) {
    throw refused(`Insufficient credits: ${quantity} ${commodity.name} cost ${formatCredits(cost)} and you have ${formatCredits(terms.credits)}.`, 'quantity');
  }
  return { action: 'buy', quote, saving, cost };
}

/** A sale's quote and settlement, or its refusal: the units held to sell, then the limit. */
export function planSell(terms: TradeTerms, line: CargoLine | undefined): SellPlan {
  const { commodity, quantity } = terms;
  if (!line || quantity > line.sellable) {
    const held = line && line.reserved > 0 ? ` (${line.reserved} more are reserved for contracts)` : '';
    throw refused(`Not enough cargo: you have ${line?.sellable ?? 0} ${commodity.name} to sell${held}.`, 'quantity');
  }
  const quote = sellQuote(terms.model, terms.stock, quantity);
  refuseBeyondLimit(terms, 'sell', quote);
  const settled = settleLineSale(line, quote.total, quantity, terms.priceBonus);
  return { action: 'sell', quote, line, settled, experience: tradingExperience(settled.profit) };
}

/** What a committed trade did, as the spec's Trade response shows it; a buy spends credits and takes stock, a sale the other way round. */
export function tradeTransaction(
  terms: Pick<TradeTerms, 'commodity' | 'quantity' | 'stock'> & { superAreaId: number },
  plan: BuyPlan | SellPlan,
  done: { id: number; newCredits: number },
): TradeTransaction {
  const sign = plan.action === 'buy' ? -1 : 1;
  const sale = plan.action === 'sell' ? plan : null;
  return {
    id: done.id,
    action: plan.action,
    commodity_id: terms.commodity.id,
    commodity_name: terms.commodity.name,
    super_area_id: terms.superAreaId,
    quantity: terms.quantity,
    unit_price: plan.quote.averagePrice,
    total: plan.quote.total,
    profession_saving: sale ? sale.settled.extra : plan.action === 'buy' ? plan.saving : 0,
    final_total: sale ? sale.settled.revenue : plan.action === 'buy' ? plan.cost : 0,
    new_credits: done.newCredits,
    new_stock: terms.stock + sign * terms.quantity,
    price_after: plan.quote.priceAfter,
    profit: sale ? sale.settled.profit : null,
    experience_gained: sale ? sale.experience : 0,
  };
}

/** The answer's message and the captain's log line of the hold's change. */
export function successMessage(t: TradeTransaction): string {
  if (t.action === 'buy') return `Bought ${t.quantity} ${t.commodity_name} for ${formatCredits(t.final_total)}.`;
  const profit = t.profit ?? 0;
  const outcome = profit >= 0 ? `profit ${formatCredits(profit)}` : `loss ${formatCredits(-profit)}`;
  return `Sold ${t.quantity} ${t.commodity_name} for ${formatCredits(t.final_total)} (${outcome}).`;
}

/** The refusals before any market row is read, in the spec's words (both ways of trading). */
export const tradeRefusals = {
  elsewhere: (systemName: string) => refused(`You can only trade at the market of the system you are in (${systemName}).`, 'super_area_id'),
  noShip: () => refused('You need an active ship to carry cargo.', 'quantity'),
  notTraded: (commodityName: string, systemName: string) => refused(`${commodityName} is not traded at ${systemName}.`, 'commodity_id'),
};

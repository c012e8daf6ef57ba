import { formatCredits } from '../formatCredits';
import { unitPrice, type PriceModel } from '../market/marketPrice';
import { bestLoad } from '../market/routesFromSystem';

/** One commodity's market in one system, as it stands now. */
export interface LiveMarket {
  commodityId: number;
  commodityName: string;
  model: PriceModel;
  stock: number;
}

/** A system one lane away, its markets, and what the jump there costs (fuel at the refuel price plus wear). */
export interface NeighbourMarkets {
  systemId: number;
  systemName: string;
  /** 1–10: each jump rolls for a random event against it. */
  dangerLevel: number;
  tripCost: number;
  markets: readonly LiveMarket[];
}

/** What the first trade run asks of a new captain: buy here, fly one jump, sell there. */
export interface TutorialTrade {
  commodityId: number;
  commodityName: string;
  toSystemId: number;
  toSystemName: string;
  /** The load worth carrying: more units would cost more here than they fetch there, or not fit. */
  quantity: number;
  /** Today's price of the first unit here and there. */
  buyPrice: number;
  sellPrice: number;
  /** What the whole load costs here and fetches there (the sums of their marginal prices). */
  buyTotal: number;
  sellTotal: number;
  /** sellTotal − buyTotal − the trip's cost. */
  profit: number;
}

/** A new captain spends at most this share of their credits on the first load, so a bad jump never ruins them. */
export const TUTORIAL_TRADE_BUDGET_SHARE = 0.5;
/** The most dangerous neighbour a first run is sent to while a safer one pays (7 and up: Extreme risk, an escort advised). */
export const TUTORIAL_TRADE_MAX_DANGER = 6;

/**
 * The tutorial's first trade run from live prices: of every commodity sold here and every system
 * one jump away (the safer ones first: Extreme risk only when nothing else pays), the pair whose
 * best load earns the most after the trip's cost. Null when no neighbour pays more for anything
 * sold here (the tutorial then asks for any profitable sale).
 * Ties go to the lower commodity id, then the lower system id, so a galaxy gives one answer.
 */
export function bestNeighbourTrade(input: { here: readonly LiveMarket[]; neighbours: readonly NeighbourMarkets[]; hold: number; credits: number }): TutorialTrade | null {
  // A first run is not sent into Extreme risk while a safer neighbour pays.
  const safe = input.neighbours.filter((n) => n.dangerLevel <= TUTORIAL_TRADE_MAX_DANGER);
  return bestAmong(input, safe) ?? bestAmong(input, input.neighbours.filter((n) => n.dangerLevel > TUTORIAL_TRADE_MAX_DANGER));
}

function bestAmong(input: { here: readonly LiveMarket[]; hold: number; credits: number }, candidates: readonly NeighbourMarkets[]): TutorialTrade | null {
  const budget = Math.floor(input.credits * TUTORIAL_TRADE_BUDGET_SHARE);
  let best: TutorialTrade | null = null;
  const here = [...input.here].sort((a, b) => a.commodityId - b.commodityId);
  const neighbours = [...candidates].sort((a, b) => a.systemId - b.systemId);
  for (const market of here) {
    for (const neighbour of neighbours) {
      const there = neighbour.markets.find((m) => m.commodityId === market.commodityId);
      if (!there) continue;
      const load = bestLoad(market, there, input.hold, budget);
      if (load.units === 0) continue;
      const profit = load.earned - load.spent - neighbour.tripCost;
      if (profit <= 0 || (best && profit <= best.profit)) continue;
      best = {
        commodityId: market.commodityId,
        commodityName: market.commodityName,
        toSystemId: neighbour.systemId,
        toSystemName: neighbour.systemName,
        quantity: load.units,
        buyPrice: unitPrice(market.model, market.stock),
        sellPrice: unitPrice(there.model, there.stock),
        buyTotal: load.spent,
        sellTotal: load.earned,
        profit,
      };
    }
  }
  return best;
}

/** A step's words as the player reads them. */
export interface StepText {
  title: string;
  description: string;
}

/** The three steps of the first trade run, in the words of the trade found: buy here, jump, sell there. */
export function tutorialTradeSteps(trade: TutorialTrade): { buy: StepText; visit: StepText; sell: StepText } {
  const { commodityName: goods, toSystemName: there, quantity } = trade;
  return {
    buy: {
      title: `Buy ${goods}`,
      description: `Open Commodity Trading and buy ${quantity} ${goods} here, at about ${formatCredits(trade.buyPrice)} a unit.`,
    },
    visit: {
      title: `Fly to ${there}`,
      description: `Open the Travel Planner and jump to ${there}, one jump away, where ${goods} sells for about ${formatCredits(trade.sellPrice)}.`,
    },
    sell: {
      title: `Sell ${goods} in ${there}`,
      description: `Sell your ${goods} in ${there} for more than you paid: about ${formatCredits(trade.profit)} profit on ${quantity} units, after the trip.`,
    },
  };
}

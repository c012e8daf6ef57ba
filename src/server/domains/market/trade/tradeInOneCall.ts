import { sql } from 'kysely';
import type { TradeTransaction } from '../../../../shared/api';
import type { Db } from '../../../db/database';
import { preparedStatement } from '../../../db/preparedStatements';
import type { CargoLine } from '../../../kernel/cargoHold';
import { unitsOfLine } from '../../../kernel/cargoHold';
import { notFound, Refusal, refused } from '../../../kernel/refusal';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { TRAVELLING_MESSAGE } from '../../../kernel/travelGuard';
import { Outbox, publishOutbox } from '../../../realtime/afterCommit';
import { characterLogRows } from '../../captainsLog/recordEvents';
import { characterModifiers, type LearnedModifiers } from '../../skills/characterModifiers';
import { priceModel, type Commodity } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import { tradeQuestActs } from '../../../../shared/rules/missions/tradeQuestActs';
import { planBuy, planSell, successMessage, tradeRefusals, tradeTransaction, type BuyPlan, type SellPlan, type TradeOrder, type TradeTerms } from './tradePlan';

/**
 * A trade in one round trip to PostgreSQL (issue 40), with the price still computed only by the
 * pure rule (src/shared/rules/market), never ported to SQL.
 *
 * Why this design: the price depends on the stock, the trader's skills and (for a sale) the hold's
 * line as they are under the row locks, and porting the quote, the profession settlement and the
 * refusals to SQL would write the rules twice. So the quote is optimistic: the server plans the
 * trade (`planBuy` / `planSell`, the same planning the full act uses) from the inputs
 * `market_trade` last showed it for this character and commodity, and the one call
 * (migration 0028m) takes the kernel's locks in the kernel's order, checks that every input of the
 * plan is unchanged (stock, elasticity, learned skills, a sale's line; and a buy's stock, room and
 * credits), and applies it: stock, hold, trade record, credits with the ledger row and
 * balance_after, and the captain's log lines of the events sent after COMMIT. If an input moved,
 * it writes nothing and answers the inputs as they are; the server plans again from them (a
 * refusal planned from inputs read in this request is the answer a trade at that instant gets)
 * and calls once more. A second miss, a trade a quest step may hear (missions listen to TradeDone
 * inside the act's transaction; `tradeQuestActs`, checked under the locks) and a sale that earns experience (granted with its SkillPointsAwarded
 * event inside the transaction) take the full act instead. So: one round trip when the process
 * remembers the inputs (the trader's last trade of that commodity), two when it does not.
 */

/** The inputs `market_trade_inputs` (migration 0028m) reads, with the character's credits and place. */
interface CallInputs {
  ship_id: number;
  ship_name: string;
  cargo_capacity: number;
  cargo_used: number;
  market_id: number;
  super_area_id: number;
  stock: number;
  elasticity: number;
  learned: LearnedModifiers[];
  line: {
    quantity: number;
    reserved: number;
    total_cost: number;
    saving_held: number;
    profit_realised: number;
    saving_released: number;
    bonus_settled: number;
  } | null;
  /** Whether a quest would hear a buy, a sale (the missions' work is the full act's). */
  quests_hear_buy: boolean;
  quests_hear_sell: boolean;
  credits: number;
  place_id: number;
}

type CallAnswer =
  | { status: 'no_character' | 'travelling' }
  | { status: 'elsewhere' | 'no_ship' | 'not_traded'; place_id: number }
  | { status: 'inputs'; inputs: CallInputs }
  | { status: 'done'; trade_id: number; balance: number; inputs: CallInputs };

const QUEST_ACTS = { buy: tradeQuestActs('buy'), sell: tradeQuestActs('sell') };

/** How many traders' inputs a process remembers (a few hundred bytes each). */
const REMEMBERED = 20_000;

/** The inputs `market_trade` last showed for each character and commodity, in this process. */
export class RememberedTradeInputs {
  private readonly byKey = new Map<string, CallInputs>();

  get(characterId: number, commodityId: number): CallInputs | undefined {
    return this.byKey.get(`${characterId}:${commodityId}`);
  }

  set(characterId: number, commodityId: number, inputs: CallInputs): void {
    const key = `${characterId}:${commodityId}`;
    this.byKey.delete(key);
    this.byKey.set(key, inputs);
    if (this.byKey.size > REMEMBERED) this.byKey.delete(this.byKey.keys().next().value as string);
  }
}

async function callMarketTrade(db: Db, call: Record<string, unknown>): Promise<CallAnswer> {
  const { rows } = await sql<{ answer: CallAnswer }>`SELECT market_trade(${JSON.stringify(call)}::jsonb) AS answer ${preparedStatement}`.execute(db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('market_trade answered nothing');
  return answer;
}

function cargoLineOf(line: CallInputs['line']): CargoLine | undefined {
  if (!line) return undefined;
  return {
    quantity: line.quantity,
    reserved: line.reserved,
    sellable: line.quantity - line.reserved,
    totalCost: Number(line.total_cost),
    savingHeld: Number(line.saving_held),
    account: { profitRealised: Number(line.profit_realised), savingReleased: Number(line.saving_released), settled: Number(line.bonus_settled) },
  };
}

function termsOf(inputs: CallInputs, commodity: Commodity, order: TradeOrder): TradeTerms {
  return {
    commodity,
    model: priceModel(commodity, inputs.elasticity),
    stock: inputs.stock,
    quantity: order.quantity,
    credits: inputs.credits,
    cargoCapacity: inputs.cargo_capacity,
    cargoUsed: inputs.cargo_used,
    priceBonus: characterModifiers(inputs.learned).trade_price_bonus,
    limitPrice: order.limitPrice,
  };
}

/** What the function writes for a plan (the credits are paid for a buy, received for a sale). */
function sqlPlan(plan: BuyPlan | SellPlan, quantity: number) {
  if (plan.action === 'buy') {
    return { credits: plan.cost, quote_total: plan.quote.total, saving: plan.saving, profession_saving: plan.saving, cost_basis: null };
  }
  const { costBasis, saving } = unitsOfLine(plan.line, quantity);
  const { account } = plan.settled;
  return {
    credits: plan.settled.revenue,
    profession_saving: Math.max(0, plan.settled.extra),
    // cost_basis is what the units really cost, so credits − cost_basis is the player's profit.
    cost_basis: plan.settled.paid,
    cost_share: costBasis,
    saving_share: saving,
    account: { profit_realised: account.profitRealised, saving_released: account.savingReleased, bonus_settled: account.settled },
  };
}

/** A refusal the call answered before reading any market row, in the full act's words. */
async function refusalOf(ctx: MarketContext, answer: CallAnswer, commodity: Commodity): Promise<Refusal | undefined> {
  if (answer.status === 'no_character') return notFound('Character not found.');
  if (answer.status === 'travelling') return refused(TRAVELLING_MESSAGE);
  if (answer.status !== 'elsewhere' && answer.status !== 'no_ship' && answer.status !== 'not_traded') return undefined;
  if (answer.status === 'no_ship') return tradeRefusals.noShip();
  const place = await ctx.places.get(answer.place_id);
  return answer.status === 'elsewhere' ? tradeRefusals.elsewhere(place.superAreaName) : tradeRefusals.notTraded(commodity.name, place.superAreaName);
}

/**
 * Plans the trade from `inputs`: the plan, 'full' for a trade the full act must do, or undefined
 * when the plan refuses on inputs remembered from an earlier request (they may be stale: ask
 * afresh). A refusal on inputs read in this request is thrown.
 */
function planFrom(inputs: CallInputs, commodity: Commodity, order: TradeOrder, fresh: boolean): BuyPlan | SellPlan | 'full' | undefined {
  if (order.action === 'buy' ? inputs.quests_hear_buy : inputs.quests_hear_sell) return 'full';
  const terms = termsOf(inputs, commodity, order);
  try {
    const plan = order.action === 'buy' ? planBuy(terms) : planSell(terms, cargoLineOf(inputs.line));
    return plan.action === 'sell' && plan.experience > 0 ? 'full' : plan;
  } catch (error) {
    if (fresh || !(error instanceof Refusal)) throw error;
    return undefined;
  }
}

/**
 * The trade in one call to PostgreSQL (see the top of this file); null when the full act must do
 * it. Throws the full act's refusals. After COMMIT the hold's change goes out as ShipStatusChanged.
 */
export async function tradeInOneCall(ctx: MarketContext, characterId: number, commodity: Commodity, order: TradeOrder): Promise<TradeTransaction | null> {
  let inputs = ctx.tradeInputs.get(characterId, commodity.id);
  let fresh = false;
  for (let call = 0; call < 2; call++) {
    const planned = inputs ? planFrom(inputs, commodity, order, fresh) : undefined;
    if (planned === 'full') return null;
    const now = ctx.clock.now();
    const outbox = new Outbox(now);
    let done: TradeTransaction | undefined;
    let log: ReturnType<typeof characterLogRows> = [];
    if (planned && inputs) {
      // The answer and its event are known before the call: the plan is what will be applied.
      done = tradeTransaction({ ...termsOf(inputs, commodity, order), superAreaId: inputs.super_area_id }, planned, { id: 0, newCredits: 0 });
      queueShipStatusChanged(outbox, characterId, {
        ship_id: inputs.ship_id,
        change: planned.action === 'buy' ? 'cargo_loaded' : 'cargo_unloaded',
        message: `${inputs.ship_name}: ${successMessage(done)}`,
      });
      log = characterLogRows(characterId, outbox.peek());
    }
    const answer = await callMarketTrade(ctx.db, {
      character_id: characterId,
      commodity_id: commodity.id,
      action: order.action,
      quantity: order.quantity,
      super_area_id: order.superAreaId ?? null,
      at: now.toISOString(),
      quest_acts: QUEST_ACTS,
      expected: planned && inputs ? { stock: inputs.stock, elasticity: inputs.elasticity, learned: inputs.learned, line: inputs.line } : null,
      plan: planned ? { ...sqlPlan(planned, order.quantity), log } : null,
    });
    const refusal = await refusalOf(ctx, answer, commodity);
    if (refusal) throw refusal;
    if (answer.status === 'done' && done) {
      ctx.tradeInputs.set(characterId, commodity.id, answer.inputs);
      await publishOutbox(ctx.broadcaster, outbox);
      return { ...done, id: Number(answer.trade_id), new_credits: Number(answer.balance) };
    }
    if (answer.status !== 'inputs') throw new Error(`market_trade answered ${answer.status} without a plan`);
    inputs = answer.inputs;
    fresh = true;
    ctx.tradeInputs.set(characterId, commodity.id, inputs);
  }
  // Two misses: the inputs keep moving (a hot market row, one trader's orders racing). Inputs read
  // under the locks that refuse the trade answer it now (sold out, no credits left), so a race's
  // losers do not queue for the rows again; one that would fill takes the full act.
  if (inputs && fresh) planFrom(inputs, commodity, order, true);
  return null;
}

import { sql } from 'kysely';
import type { TradeAfter, TradeTransaction } from '../../../../shared/api';
import { PRICE_CEILING, PRICE_FLOOR } from '../../../../shared/rules/market/marketPrice';
import { tradeQuestActs } from '../../../../shared/rules/missions/tradeQuestActs';
import { MODIFIER_CAP } from '../../../../shared/rules/skills/skillModifiers';
import { eventLogLine } from '../../../../shared/rules/notifications/eventLogEntry';
import type { Db } from '../../../db/database';
import { preparedStatement } from '../../../db/preparedStatements';
import { notFound, refused, type Refusal } from '../../../kernel/refusal';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { TRAVELLING_MESSAGE } from '../../../kernel/travelGuard';
import { Outbox, publishOutbox } from '../../../realtime/afterCommit';
import { priceModel, type Commodity } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import type { CargoLineRow } from './cargoLine';
import { tradeAfter } from './tradeAfter';
import { planBuy, successMessage, tradeRefusals, tradeTransaction, type TradeOrder, type TradeTerms } from './tradePlan';

/**
 * A buy in one round trip to PostgreSQL (issue 40): one `market_buy` call (migration 0029h) locks
 * the character, the active ship and the market row in the kernel's order, prices the order from
 * the stock it holds locked with the pure rule's parameters, and refuses or applies it: stock,
 * hold, trade record, credits with their ledger row, and the captain's log line of the
 * ShipStatusChanged sent here after COMMIT. The decision is taken under the locks, so a buyer who
 * loses the race for the last unit is refused from the rows it waited for: no second trip.
 *
 * The server then plans the same buy with the pure rule (`planBuy`) from the inputs the call read
 * under its locks: for the answer's numbers and, on a refusal, its words. The two must agree
 * (the SQL and TypeScript price rules are held equal on a grid by marketBuyFunction.test.ts);
 * should they ever not, the buy fails loudly rather than answer numbers that were not charged.
 *
 * A buy a quest would hear (the missions' work runs in the act's transaction, in TypeScript) is
 * left to the full act: the call says so before it queues for any row.
 */

/** What `market_buy` read under its locks. */
interface LockedInputs {
  stock: number;
  elasticity: number | string;
  price_bonus: number;
  credits: number | string;
  cargo_used: number;
  cargo_capacity: number;
  ship_id: number;
  ship_name: string;
  super_area_id: number;
}

type CallAnswer =
  | { status: 'quest' | 'no_character' | 'travelling' }
  | { status: 'elsewhere' | 'no_ship' | 'not_traded'; place_id: number }
  | { status: 'refused'; inputs: LockedInputs }
  | { status: 'done'; inputs: LockedInputs; trade_id: number; cost: number | string; balance: number | string; line: CargoLineRow };

const BUY_QUEST_ACTS = tradeQuestActs('buy');
/** The captain's log words of a hold's change (the message is the event's own). */
const SHIP_LOG = eventLogLine('ShipStatusChanged', null);

async function callMarketBuy(db: Db, call: Record<string, unknown>): Promise<CallAnswer> {
  const { rows } = await sql<{ answer: CallAnswer }>`SELECT market_buy(${JSON.stringify(call)}::jsonb) AS answer ${preparedStatement}`.execute(db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error('market_buy answered nothing');
  return answer;
}

function termsOf(inputs: LockedInputs, commodity: Commodity, order: TradeOrder): TradeTerms {
  return {
    commodity,
    model: priceModel(commodity, Number(inputs.elasticity)),
    stock: inputs.stock,
    quantity: order.quantity,
    credits: Number(inputs.credits),
    cargoCapacity: inputs.cargo_capacity,
    cargoUsed: inputs.cargo_used,
    priceBonus: inputs.price_bonus,
    limitPrice: order.limitPrice,
  };
}

/** A refusal the call answered before reading the market row, in the full act's words. */
async function earlyRefusal(ctx: MarketContext, answer: CallAnswer, commodity: Commodity): Promise<Refusal | undefined> {
  switch (answer.status) {
    case 'no_character':
      return notFound('Character not found.');
    case 'travelling':
      return refused(TRAVELLING_MESSAGE);
    case 'no_ship':
      return tradeRefusals.noShip();
    case 'elsewhere':
    case 'not_traded': {
      const place = await ctx.places.get(answer.place_id);
      return answer.status === 'elsewhere' ? tradeRefusals.elsewhere(place.superAreaName) : tradeRefusals.notTraded(commodity.name, place.superAreaName);
    }
    default:
      return undefined;
  }
}

/**
 * The buy in one call (see the top of this file), or null when a quest would hear it and the full
 * act must do it. Throws the full act's refusals, in its words.
 */
export async function buyInOneCall(ctx: MarketContext, characterId: number, commodity: Commodity, order: TradeOrder): Promise<{ done: TradeTransaction; after: TradeAfter } | null> {
  const now = ctx.clock.now();
  const answer = await callMarketBuy(ctx.db, {
    character_id: characterId,
    commodity_id: commodity.id,
    commodity_name: commodity.name,
    quantity: order.quantity,
    super_area_id: order.superAreaId ?? null,
    limit_price: order.limitPrice ?? null,
    at: now.toISOString(),
    base_price: commodity.basePrice,
    reference_stock: commodity.referenceStock,
    price_floor: PRICE_FLOOR,
    price_ceiling: PRICE_CEILING,
    modifier_cap: MODIFIER_CAP,
    quest_acts: BUY_QUEST_ACTS,
    log: { app_id: SHIP_LOG.appId, type: SHIP_LOG.type },
  });
  if (answer.status === 'quest') return null;
  const early = await earlyRefusal(ctx, answer, commodity);
  if (early) throw early;
  if (answer.status !== 'refused' && answer.status !== 'done') throw new Error(`market_buy answered ${answer.status}`);
  const terms = termsOf(answer.inputs, commodity, order);
  // On a refusal, planBuy throws it in the spec's words from the same locked inputs.
  const plan = planBuy(terms);
  if (answer.status === 'refused' || plan.cost !== Number(answer.cost)) {
    throw new Error(`market_buy and planBuy disagree on ${order.quantity} ${commodity.name} at stock ${terms.stock}: ${answer.status === 'done' ? `charged ${answer.cost}, planned ${plan.cost}` : 'refused, planned'}`);
  }
  const done = tradeTransaction({ ...terms, superAreaId: answer.inputs.super_area_id }, plan, { id: Number(answer.trade_id), newCredits: Number(answer.balance) });
  const outbox = new Outbox(now);
  queueShipStatusChanged(outbox, characterId, { ship_id: answer.inputs.ship_id, change: 'cargo_loaded', message: `${answer.inputs.ship_name}: ${successMessage(done)}` });
  await publishOutbox(ctx.broadcaster, outbox);
  return { done, after: tradeAfter(terms, done, answer.line) };
}

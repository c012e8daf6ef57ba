import { sql } from 'kysely';
import type { SkillPointsAwardedEvent, TradeAfter, TradeTransaction } from '../../../../shared/api';
import { PRICE_CEILING, PRICE_FLOOR } from '../../../../shared/rules/market/marketPrice';
import { PROFIT_QUEST_ACTS, tradeQuestActsAnyOutcome } from '../../../../shared/rules/missions/tradeQuestActs';
import { MODIFIER_CAP } from '../../../../shared/rules/skills/skillModifiers';
import { skillPointsTotal } from '../../../../shared/rules/skills/skillPoints';
import { eventLogLine } from '../../../../shared/rules/notifications/eventLogEntry';
import type { Db } from '../../../db/database';
import { preparedStatement } from '../../../db/preparedStatements';
import { notFound, refused, type Refusal } from '../../../kernel/refusal';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { TRAVELLING_MESSAGE } from '../../../kernel/travelGuard';
import { Outbox, publishOutbox } from '../../../realtime/afterCommit';
import { priceModel, type Commodity } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import type { Admission, AdmissionRefusal } from '../../../http/admission';
import type { CargoLineRow } from './cargoLine';
import type { CargoLine } from '../../../kernel/cargoHold';
import { queueSkillPointsAwarded } from '../../../kernel/skillPointsAwardedEvent';
import { tradeAfter } from './tradeAfter';
import { planBuy, planSell, successMessage, tradeRefusals, tradeTransaction, type BuyPlan, type SellPlan, type TradeOrder, type TradeTerms } from './tradePlan';

/**
 * A buy or a sale in one round trip to PostgreSQL (issue 40): one `market_buy` / `market_sell`
 * call (migration 0029h) locks the character, the active ship and the market row (and a sale's
 * cargo line) in the kernel's order, prices the order from the stock it holds locked with the pure
 * rule's parameters, and refuses or applies it: stock, hold, trade record, credits with their
 * ledger row, a sale's trading experience, and the captain's log lines of the events sent here
 * after COMMIT. The decision is taken under the locks, so a trader who loses a race (the last
 * unit, the last credits) is refused from the rows it waited for: no second trip.
 *
 * The server then plans the same trade with the pure rule (`planBuy` / `planSell`) from the scene
 * the call read under its locks: for the answer's numbers and, on a refusal, its words. The two
 * must agree (the SQL and TypeScript rules are held equal by marketBuyFunction.test.ts and the
 * side-by-side tests of marketTradeOneCall.test.ts); should they ever not, the trade fails loudly
 * rather than answer numbers that were not charged.
 *
 * The call takes the request's admission first (its rate limit's count and its Idempotency-Key's
 * claim: `Admission`), so a trade is this one statement after the session.
 *
 * A trade a quest would hear (the missions' work runs in the act's transaction, in TypeScript) is
 * left to the full act: the call says so before it queues for any row. A quest hears it when a
 * step of its kinds would move (the step's commodity and system are the trade's, as stepAdvance
 * matches them); a sale at a profit is asked once its profit is known, under the locks.
 */

/** What `market_trade_scene` read under its locks. */
interface LockedScene {
  stock: number;
  elasticity: number | string;
  price_bonus: number;
  credits: number | string;
  cargo_used: number;
  cargo_capacity: number;
  line: CargoLineRow | null;
  ship_id: number;
  ship_name: string;
  super_area_id: number;
}

type CallAnswer =
  | AdmissionRefusal
  | { status: 'quest' | 'no_character' | 'travelling' }
  | { status: 'elsewhere' | 'no_ship' | 'not_traded'; place_id: number }
  | { status: 'refused'; scene: LockedScene }
  | {
      status: 'done';
      scene: LockedScene;
      trade_id: number;
      /** What a buy charged, a sale paid. */
      cost?: number | string;
      revenue?: number | string;
      balance: number | string;
      line: CargoLineRow | null;
      experience?: SkillPointsAwardedEvent | null;
    };

const QUEST_ACTS = { buy: tradeQuestActsAnyOutcome('buy'), sell: tradeQuestActsAnyOutcome('sell') };
/** The captain's log words of the events (the message is the event's own). */
const wordsOf = (event: 'ShipStatusChanged' | 'SkillPointsAwarded') => {
  const line = eventLogLine(event, null);
  return { app_id: line.appId, type: line.type };
};

/** The trade's call, its request's admission first (`market_trade_admitted`, migration 0030f). */
async function callMarket(db: Db, action: TradeOrder['action'], call: Record<string, unknown>): Promise<CallAnswer> {
  const { rows } = await sql<{ answer: CallAnswer }>`SELECT market_trade_admitted(${JSON.stringify(call)}::jsonb, ${action}) AS answer ${preparedStatement}`.execute(db);
  const answer = rows[0]?.answer;
  if (!answer) throw new Error(`market_trade_admitted (${action}) answered nothing`);
  return answer;
}

function termsOf(scene: LockedScene, commodity: Commodity, order: TradeOrder): TradeTerms {
  return {
    commodity,
    model: priceModel(commodity, Number(scene.elasticity)),
    stock: scene.stock,
    quantity: order.quantity,
    credits: Number(scene.credits),
    cargoCapacity: scene.cargo_capacity,
    cargoUsed: scene.cargo_used,
    priceBonus: scene.price_bonus,
    limitPrice: order.limitPrice,
  };
}

/** The hold's line as lockCargoLine reads it. */
function cargoLineOf(line: CargoLineRow | null): CargoLine | undefined {
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

/** The trade planned by the pure rule from the locked scene (throws its refusal in the spec's words). */
function planOf(terms: TradeTerms, scene: LockedScene, action: TradeOrder['action']): BuyPlan | SellPlan {
  return action === 'buy' ? planBuy(terms) : planSell(terms, cargoLineOf(scene.line));
}

/** What the plan moves: a buy's cost, a sale's revenue. */
const creditsOfPlan = (plan: BuyPlan | SellPlan) => (plan.action === 'buy' ? plan.cost : plan.settled.revenue);

/**
 * The trade in one call (see the top of this file), or null when a quest would hear it and the
 * full act must do it. Throws the full act's refusals, in its words.
 */
export async function tradeInOneCall(ctx: MarketContext, characterId: number, commodity: Commodity, order: TradeOrder, admission: Admission): Promise<{ done: TradeTransaction; after: TradeAfter } | null> {
  const now = ctx.clock.now();
  const answer = await callMarket(ctx.db, order.action, {
    admission: admission.call(),
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
    total_skill_points: skillPointsTotal(0),
    quest_acts: QUEST_ACTS[order.action],
    profit_acts: PROFIT_QUEST_ACTS,
    log: wordsOf('ShipStatusChanged'),
    experience_log: wordsOf('SkillPointsAwarded'),
  });
  // Past the rate limit (429) or a retry (its first answer): nothing else was done.
  await admission.settle(answer.status === 'limited' || answer.status === 'taken' ? answer : null);
  if (answer.status === 'quest') return null;
  const early = await earlyRefusal(ctx, answer, commodity);
  if (early) throw early;
  if (answer.status !== 'refused' && answer.status !== 'done') throw new Error(`market_${order.action} answered ${answer.status}`);
  const terms = termsOf(answer.scene, commodity, order);
  // On a refusal, the pure rule throws it in the spec's words from the same locked scene.
  const plan = planOf(terms, answer.scene, order.action);
  const moved = answer.status === 'done' ? Number(order.action === 'buy' ? answer.cost : answer.revenue) : undefined;
  if (answer.status === 'refused' || moved !== creditsOfPlan(plan)) {
    throw new Error(`market_${order.action} and the pure rule disagree on ${order.quantity} ${commodity.name} at stock ${terms.stock}: ${moved === undefined ? 'refused' : `moved ${moved}`}, planned ${creditsOfPlan(plan)}`);
  }
  const done = tradeTransaction({ ...terms, superAreaId: answer.scene.super_area_id }, plan, { id: Number(answer.trade_id), newCredits: Number(answer.balance) });
  // The events the call logged, in its order, sent now that it has committed.
  const outbox = new Outbox(now);
  if (answer.experience) queueSkillPointsAwarded(outbox, answer.experience);
  queueShipStatusChanged(outbox, characterId, { ship_id: answer.scene.ship_id, change: plan.action === 'buy' ? 'cargo_loaded' : 'cargo_unloaded', message: `${answer.scene.ship_name}: ${successMessage(done)}` });
  await publishOutbox(ctx.broadcaster, outbox);
  return { done, after: tradeAfter(terms, done, answer.line ?? undefined) };
}

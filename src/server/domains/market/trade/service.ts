import { sql, type Transaction } from 'kysely';
import type { MarketTradeAction, TradeAfter, TradeResponse, TradeTransaction } from '../../../../shared/api';
import { formatCredits } from '../../../../shared/rules/formatCredits';
import { sellQuote, type Quote } from '../../../../shared/rules/market/marketQuote';
import { fillsWithinLimit, priceMovedMessage, tradeQuote } from '../../../../shared/rules/market/tradeQuote';
import type { PriceModel } from '../../../../shared/rules/market/marketPrice';
import { tradingExperience } from '../../../../shared/rules/market/tradingLevel';
import { settleLineSale } from '../../../../shared/rules/skills/professionTrade';
import { prepared } from '../../../db/preparedStatements';
import type { Database } from '../../../db/schema';
import { refused } from '../../../kernel/refusal';
import { cargoUsedOfShipS } from '../../../kernel/cargoUsedSql';
import { CARGO_LINE_COLUMNS, loadCargoQuery, lockCargoLine, unloadCargo } from '../../../kernel/cargoHold';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { withCharacterLock, type CharacterAct } from '../../../kernel/withCharacterLock';
import { grantExperience } from '../../../kernel/grants/grantExperience';
import { characterModifiers, learnedModifiersSql } from '../../skills/characterModifiers';
import { priceModel, type Commodity } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import { manifestLine, type CargoLineRow } from './cargoLine';

export interface TradeOrder {
  commodityId: number;
  quantity: number;
  action: MarketTradeAction;
  /** Where the player means to trade; it must be where the character is. */
  superAreaId?: number;
  /** The worst average price a unit the player accepts (the quote shown): most for a buy, least for a sale. */
  limitPrice?: number;
}

/** What a trade works on once everything is locked. */
interface TradeScene {
  trx: Transaction<Database>;
  characterId: number;
  credits: number;
  moveCredits: CharacterAct['moveCredits'];
  publish: CharacterAct['publish'];
  outbox: CharacterAct['outbox'];
  shipId: number;
  cargoCapacity: number;
  /** Units in the hold when the ship was locked. */
  cargoUsed: number;
  market: { id: number; superAreaId: number; stock: number };
  commodity: Commodity;
  model: PriceModel;
  /** The trade price bonus of the character's skills (a fraction). */
  priceBonus: number;
  quantity: number;
  limitPrice: number | undefined;
  now: Date;
}

/** A committed trade, and the hold's line of the commodity as it left it (undefined once sold out). */
interface TradeDone {
  done: TradeTransaction;
  line: CargoLineRow | undefined;
}

/** The trade's row in market_trades. */
function tradeRow(scene: TradeScene, action: MarketTradeAction, credits: number, saving: number, costBasis: number | null) {
  return {
    character_id: scene.characterId,
    ship_id: scene.shipId,
    market_id: scene.market.id,
    super_area_id: scene.market.superAreaId,
    commodity_id: scene.commodity.id,
    action,
    quantity: scene.quantity,
    credits,
    profession_saving: saving,
    cost_basis: costBasis,
    created_at: scene.now,
  };
}

async function record(scene: TradeScene, action: MarketTradeAction, credits: number, saving: number, costBasis: number | null): Promise<number> {
  const row = await scene.trx.insertInto('market_trades').values(tradeRow(scene, action, credits, saving, costBasis)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Locks the active ship, then the market row of the commodity where the character is, in one
 * statement, with the units in the hold and the character's skill modifiers. The character row is already locked, and every change
 * to this ship's hold locks it first, so the units read here stay true until COMMIT.
 */
function lockShipAndMarket(trx: Transaction<Database>, shipId: number, superAreaId: number, commodityId: number) {
  return prepared(trx.selectFrom('ships as s'))
    .innerJoin('markets as m', (join) => join.on('m.super_area_id', '=', superAreaId).on('m.commodity_id', '=', commodityId))
    .select(['s.id', 's.name', 's.cargo_capacity', cargoUsedOfShipS().as('cargo_used'), 'm.id as market_id', 'm.super_area_id', 'm.stock', 'm.elasticity'])
    // The trader's skill modifiers ride along (the ship's owner is the trading character): no statement of their own.
    .select(learnedModifiersSql(sql.ref<number>('s.character_id')).as('learned_modifiers'))
    .where('s.id', '=', shipId)
    .forUpdate()
    .executeTakeFirst();
}

/** A fill worse than the price the player was shown is refused before anything is written. */
function refuseBeyondLimit(scene: TradeScene, action: MarketTradeAction, quote: Quote): void {
  if (scene.limitPrice !== undefined && !fillsWithinLimit(action, quote.averagePrice, scene.limitPrice)) {
    throw refused(priceMovedMessage(action, scene.commodity.name, quote, scene.limitPrice), 'limit_price');
  }
}

async function buy(scene: TradeScene): Promise<TradeDone> {
  const { trx, commodity, market, quantity } = scene;
  if (quantity > market.stock) {
    throw refused(market.stock === 0 ? `${commodity.name} is sold out here.` : `Not enough stock: only ${market.stock} ${commodity.name} for sale here.`, 'quantity');
  }
  const free = scene.cargoCapacity - scene.cargoUsed;
  if (quantity > free) throw refused(`Not enough cargo space: ${free} of ${scene.cargoCapacity} units free.`, 'quantity');
  const quote = tradeQuote('buy', scene.model, market.stock, quantity, { priceBonus: scene.priceBonus });
  refuseBeyondLimit(scene, 'buy', quote);
  // The saving comes off the price now and is held on the cargo until a sale shows a profit.
  const { saving, finalTotal: cost } = quote;
  if (cost > scene.credits) {
    throw refused(`Insufficient credits: ${quantity} ${commodity.name} cost ${formatCredits(cost)} and you have ${formatCredits(scene.credits)}.`, 'quantity');
  }
  // The stock, the hold and the trade's record in one statement: one round trip, not three. The
  // hold's line as the buy left it rides back for the answer (issue 40).
  const { id, line } = await prepared(trx
    .with('sold', (db) => db.updateTable('markets').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', market.id))
    .with('loaded', (db) => loadCargoQuery(db, { shipId: scene.shipId, commodityId: commodity.id, quantity, cost: quote.total, saving }).returning(CARGO_LINE_COLUMNS))
    .insertInto('market_trades')
    .values(tradeRow(scene, 'buy', cost, saving, null))
    .returning(['id', sql<CargoLineRow>`(select row_to_json(loaded) from loaded)`.as('line')]))
    .executeTakeFirstOrThrow();
  await scene.moveCredits({ amount: -cost, reason: 'market_buy', reference: { type: 'market_trade', id } });
  await scene.publish({ kind: 'TradeDone', side: 'buy', commodityId: commodity.id, quantity });
  return { done: transaction(scene, quote, { id, action: 'buy', saving, finalTotal: cost, profit: null, experience: 0 }), line };
}

async function sell(scene: TradeScene): Promise<TradeDone> {
  const { trx, commodity, market, quantity } = scene;
  const line = await lockCargoLine(trx, scene.shipId, commodity.id);
  if (!line || quantity > line.sellable) {
    const held = line && line.reserved > 0 ? ` (${line.reserved} more are reserved for contracts)` : '';
    throw refused(`Not enough cargo: you have ${line?.sellable ?? 0} ${commodity.name} to sell${held}.`, 'quantity');
  }
  const quote = sellQuote(scene.model, market.stock, quantity);
  refuseBeyondLimit(scene, 'sell', quote);
  const settled = settleLineSale(line, quote.total, quantity, scene.priceBonus);
  const left = await unloadCargo(trx, line, { shipId: scene.shipId, commodityId: commodity.id, quantity, account: settled.account });
  const revenue = settled.revenue;
  await trx.updateTable('markets').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('id', '=', market.id).execute();
  // cost_basis is what the units really cost, so credits − cost_basis is the player's profit.
  const id = await record(scene, 'sell', revenue, Math.max(0, settled.extra), settled.paid);
  await scene.moveCredits({ amount: revenue, reason: 'market_sell', reference: { type: 'market_trade', id } });
  const profit = settled.profit;
  const experience = tradingExperience(profit);
  await grantExperience(trx, scene.characterId, 'trading', experience, scene.outbox);
  await scene.publish({ kind: 'TradeDone', side: 'sell', commodityId: commodity.id, quantity, revenue, profit });
  return { done: transaction(scene, quote, { id, action: 'sell', saving: settled.extra, finalTotal: revenue, profit, experience }), line: left };
}

/** What a committed trade did, as the spec's Trade response shows it; a buy spends credits and takes stock, a sale the other way round. */
function transaction(
  scene: TradeScene,
  quote: Quote,
  done: { id: number; action: MarketTradeAction; saving: number; finalTotal: number; profit: number | null; experience: number },
): TradeTransaction {
  const sign = done.action === 'buy' ? -1 : 1;
  return {
    id: done.id,
    action: done.action,
    commodity_id: scene.commodity.id,
    commodity_name: scene.commodity.name,
    super_area_id: scene.market.superAreaId,
    quantity: scene.quantity,
    unit_price: quote.averagePrice,
    total: quote.total,
    profession_saving: done.saving,
    final_total: done.finalTotal,
    new_credits: scene.credits + sign * done.finalTotal,
    new_stock: scene.market.stock + sign * scene.quantity,
    price_after: quote.priceAfter,
    profit: done.profit,
    experience_gained: done.experience,
  };
}

/**
 * What the trade left, for the answer (`TradeResponse.after`): the hold's `line` of the commodity as
 * the trade left it (undefined once sold out), valued at the price after it, the hold's units, and
 * what a quote here is made of, so the client patches its manifest and quotes instead of reading them.
 */
function tradeAfter(scene: TradeScene, done: TradeTransaction, line: CargoLineRow | undefined): TradeAfter {
  return {
    cargo_line: line ? manifestLine(line, scene.commodity, done.price_after) : null,
    cargo_used: scene.cargoUsed + (done.action === 'buy' ? done.quantity : -done.quantity),
    cargo_capacity: scene.cargoCapacity,
    price_model: { base_price: scene.model.basePrice, reference_stock: scene.model.referenceStock, elasticity: scene.model.elasticity },
    price_bonus: scene.priceBonus,
  };
}

function successMessage(t: TradeTransaction): string {
  if (t.action === 'buy') return `Bought ${t.quantity} ${t.commodity_name} for ${formatCredits(t.final_total)}.`;
  const profit = t.profit ?? 0;
  const outcome = profit >= 0 ? `profit ${formatCredits(profit)}` : `loss ${formatCredits(-profit)}`;
  return `Sold ${t.quantity} ${t.commodity_name} for ${formatCredits(t.final_total)} (${outcome}).`;
}

/**
 * Buys and sells at the local market (GAME_RULES "Commodities and prices"): one transaction that
 * locks the character row, then the active ship, then the market row, so no two trades can
 * overdraw credits, overfill a hold or sell the same last unit. After COMMIT the hold's change
 * goes out as ShipStatusChanged and into the captain's log.
 */
export async function executeTrade(ctx: MarketContext, characterId: number, order: TradeOrder): Promise<TradeResponse> {
  const commodity = await ctx.catalog.get(order.commodityId);
  if (!commodity) throw refused('The selected commodity does not exist.', 'commodity_id');
  const transaction = await withCharacterLock(ctx, characterId, async ({ trx, outbox, character, now, moveCredits, publish }) => {
    const place = await ctx.places.get(character.place_id, trx);
    if (order.superAreaId !== undefined && order.superAreaId !== place.superAreaId) {
      throw refused(`You can only trade at the market of the system you are in (${place.superAreaName}).`, 'super_area_id');
    }
    if (character.active_ship_id === null) throw refused('You need an active ship to carry cargo.', 'quantity');
    // The active ship exists (a foreign key); no row means the commodity has no market here.
    const locked = await lockShipAndMarket(trx, character.active_ship_id, place.superAreaId, commodity.id);
    if (!locked) throw refused(`${commodity.name} is not traded at ${place.superAreaName}.`, 'commodity_id');
    const ship = { id: locked.id, name: locked.name, cargo_capacity: locked.cargo_capacity };
    const market = { id: locked.market_id, super_area_id: locked.super_area_id, stock: locked.stock, elasticity: locked.elasticity };
    const scene: TradeScene = {
      trx,
      characterId,
      credits: character.credits,
      moveCredits,
      publish,
      shipId: ship.id,
      cargoCapacity: ship.cargo_capacity,
      cargoUsed: locked.cargo_used,
      market: { id: market.id, superAreaId: market.super_area_id, stock: market.stock },
      commodity,
      model: priceModel(commodity, market.elasticity),
      priceBonus: characterModifiers(locked.learned_modifiers).trade_price_bonus,
      outbox,
      quantity: order.quantity,
      limitPrice: order.limitPrice,
      now,
    };
    const { done, line } = order.action === 'buy' ? await buy(scene) : await sell(scene);
    queueShipStatusChanged(outbox, characterId, {
      ship_id: ship.id,
      change: done.action === 'buy' ? 'cargo_loaded' : 'cargo_unloaded',
      message: `${ship.name}: ${successMessage(done)}`,
    });
    return { done, after: tradeAfter(scene, done, line) };
  });
  ctx.galactic.invalidate();
  return { success: true, message: successMessage(transaction.done), transaction: transaction.done, after: transaction.after };
}

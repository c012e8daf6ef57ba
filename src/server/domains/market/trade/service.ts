import { sql, type Transaction } from 'kysely';
import type { MarketTradeAction, TradeAfter, TradeResponse, TradeTransaction } from '../../../../shared/api';
import { prepared } from '../../../db/preparedStatements';
import type { Database } from '../../../db/schema';
import { cargoUsedOfShipS } from '../../../kernel/cargoUsedSql';
import { CARGO_LINE_COLUMNS, loadCargoQuery, lockCargoLine, unloadCargo } from '../../../kernel/cargoHold';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { withCharacterLock, type CharacterAct } from '../../../kernel/withCharacterLock';
import { grantExperience } from '../../../kernel/grants/grantExperience';
import { characterModifiers, learnedModifiersSql } from '../../skills/characterModifiers';
import { priceModel } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import { planBuy, planSell, successMessage, tradeRefusals, tradeTransaction, type TradeOrder, type TradeTerms } from './tradePlan';
import { refused } from '../../../kernel/refusal';
import type { CargoLineRow } from './cargoLine';
import { tradeAfter } from './tradeAfter';
import { tradeInOneCall } from './tradeInOneCall';
import type { Admission } from '../../../http/admission';

export type { TradeOrder } from './tradePlan';

/** What a trade works on once everything is locked. */
interface TradeScene extends TradeTerms {
  trx: Transaction<Database>;
  characterId: number;
  moveCredits: CharacterAct['moveCredits'];
  publish: CharacterAct['publish'];
  outbox: CharacterAct['outbox'];
  shipId: number;
  market: { id: number; superAreaId: number; stock: number };
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

async function buy(scene: TradeScene): Promise<TradeDone> {
  const { trx, commodity, market, quantity } = scene;
  const plan = planBuy(scene);
  const { quote, saving, cost } = plan;
  // The stock, the hold and the trade's record in one statement: one round trip, not three. The
  // hold's line as the buy left it rides back for the answer (issue 40).
  const { id, line } = await prepared(trx
    .with('sold', (db) => db.updateTable('markets').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', market.id))
    .with('loaded', (db) => loadCargoQuery(db, { shipId: scene.shipId, commodityId: commodity.id, quantity, cost: quote.total, saving }).returning(CARGO_LINE_COLUMNS))
    .insertInto('market_trades')
    .values(tradeRow(scene, 'buy', cost, saving, null))
    .returning(['id', sql<CargoLineRow>`(select row_to_json(loaded) from loaded)`.as('line')]))
    .executeTakeFirstOrThrow();
  const balance = await scene.moveCredits({ amount: -cost, reason: 'market_buy', reference: { type: 'market_trade', id } });
  await scene.publish({ kind: 'TradeDone', side: 'buy', commodityId: commodity.id, quantity });
  return { done: tradeTransaction({ ...scene, superAreaId: market.superAreaId }, plan, { id, newCredits: balance }), line };
}

async function sell(scene: TradeScene): Promise<TradeDone> {
  const { trx, commodity, market, quantity } = scene;
  const plan = planSell(scene, await lockCargoLine(trx, scene.shipId, commodity.id));
  const { line, settled, experience } = plan;
  const left = await unloadCargo(trx, line, { shipId: scene.shipId, commodityId: commodity.id, quantity, account: settled.account });
  const revenue = settled.revenue;
  await trx.updateTable('markets').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('id', '=', market.id).execute();
  // cost_basis is what the units really cost, so credits − cost_basis is the player's profit.
  const id = await record(scene, 'sell', revenue, Math.max(0, settled.extra), settled.paid);
  const balance = await scene.moveCredits({ amount: revenue, reason: 'market_sell', reference: { type: 'market_trade', id } });
  await grantExperience(trx, scene.characterId, 'trading', experience, scene.outbox);
  await scene.publish({ kind: 'TradeDone', side: 'sell', commodityId: commodity.id, quantity, revenue, profit: settled.profit });
  return { done: tradeTransaction({ ...scene, superAreaId: market.superAreaId }, plan, { id, newCredits: balance }), line: left };
}

/**
 * The full act: one transaction that locks the character row, then the active ship, then the
 * market row (and a sale's cargo line), so no two trades can overdraw credits, overfill a hold or
 * sell the same last unit; the missions hear the trade (TradeDone) and a sale's experience is
 * granted inside it. After COMMIT the hold's change goes out as ShipStatusChanged and into the
 * captain's log.
 */
function tradeUnderLocks(ctx: MarketContext, characterId: number, commodity: TradeTerms['commodity'], order: TradeOrder): Promise<{ done: TradeTransaction; after: TradeAfter }> {
  return withCharacterLock(ctx, characterId, async ({ trx, outbox, character, now, moveCredits, publish }) => {
    const place = await ctx.places.get(character.place_id, trx);
    if (order.superAreaId !== undefined && order.superAreaId !== place.superAreaId) throw tradeRefusals.elsewhere(place.superAreaName);
    if (character.active_ship_id === null) throw tradeRefusals.noShip();
    // The active ship exists (a foreign key); no row means the commodity has no market here.
    const locked = await lockShipAndMarket(trx, character.active_ship_id, place.superAreaId, commodity.id);
    if (!locked) throw tradeRefusals.notTraded(commodity.name, place.superAreaName);
    const scene: TradeScene = {
      trx,
      characterId,
      credits: character.credits,
      moveCredits,
      publish,
      shipId: locked.id,
      cargoCapacity: locked.cargo_capacity,
      cargoUsed: locked.cargo_used,
      market: { id: locked.market_id, superAreaId: locked.super_area_id, stock: locked.stock },
      stock: locked.stock,
      commodity,
      model: priceModel(commodity, locked.elasticity),
      priceBonus: characterModifiers(locked.learned_modifiers).trade_price_bonus,
      outbox,
      quantity: order.quantity,
      limitPrice: order.limitPrice,
      now,
    };
    const { done, line } = order.action === 'buy' ? await buy(scene) : await sell(scene);
    queueShipStatusChanged(outbox, characterId, {
      ship_id: locked.id,
      change: done.action === 'buy' ? 'cargo_loaded' : 'cargo_unloaded',
      message: `${locked.name}: ${successMessage(done)}`,
    });
    return { done, after: tradeAfter(scene, done, line) };
  });
}

/**
 * Buys and sells at the local market (GAME_RULES "Commodities and prices"), in one transaction
 * under the kernel's row locks; then the system's market caches forget, in every server process.
 * The answer carries what the trade left (`after`), so the client reads nothing again.
 */
export async function executeTrade(ctx: MarketContext, characterId: number, order: TradeOrder, admission: Admission): Promise<TradeResponse> {
  const commodity = await ctx.catalog.get(order.commodityId);
  if (!commodity) throw refused('The selected commodity does not exist.', 'commodity_id');
  // One call to PostgreSQL, the request's admission in it, unless a quest would hear the trade (then the full act, with the missions' work).
  const oneCall = await tradeInOneCall(ctx, characterId, commodity, order, admission);
  const { done, after } = oneCall ?? (await tradeUnderLocks(ctx, characterId, commodity, order));
  ctx.marketChanges.changed({ superAreaId: done.super_area_id, trades: 1 });
  return { success: true, message: successMessage(done), transaction: done, after };
}

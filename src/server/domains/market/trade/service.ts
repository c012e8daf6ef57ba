import type { Transaction } from 'kysely';
import type { MarketTradeAction, TradeResponse, TradeTransaction } from '../../../../shared/api';
import { formatCredits } from '../../../../shared/rules/formatCredits';
import { buyQuote, professionSaving, sellQuote } from '../../../../shared/rules/market/marketQuote';
import type { PriceModel } from '../../../../shared/rules/market/marketPrice';
import { tradingExperience } from '../../../../shared/rules/market/tradingLevel';
import type { Database } from '../../../db/schema';
import { refused } from '../../../http/httpError';
import { cargoUsed, loadCargo, lockCargoLine, unloadCargo } from '../../../kernel/cargoHold';
import { lockShip } from '../../../kernel/locks';
import { queueShipStatusChanged } from '../../../kernel/shipStatusEvent';
import { withCharacterLock, type CharacterAct } from '../../../kernel/withCharacterLock';
import { grantExperience } from '../../experience/grantExperience';
import { reportMissionProgress } from '../../missions/missionProgress';
import { priceModel, type Commodity } from '../commodityCatalog';
import type { MarketContext } from '../marketContext';
import { professionBonuses } from '../professionBonuses';

export interface TradeOrder {
  commodityId: number;
  quantity: number;
  action: MarketTradeAction;
  /** Where the player means to trade; it must be where the character is. */
  superAreaId?: number;
}

/** What a trade works on once everything is locked. */
interface TradeScene {
  trx: Transaction<Database>;
  characterId: number;
  credits: number;
  setCredits: CharacterAct['setCredits'];
  shipId: number;
  cargoCapacity: number;
  market: { id: number; superAreaId: number; stock: number };
  commodity: Commodity;
  model: PriceModel;
  priceBonus: number;
  quantity: number;
  now: Date;
}

async function record(scene: TradeScene, action: MarketTradeAction, credits: number, saving: number, costBasis: number | null): Promise<number> {
  const row = await scene.trx
    .insertInto('market_trades')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function buy(scene: TradeScene): Promise<TradeTransaction> {
  const { trx, commodity, market, quantity } = scene;
  if (quantity > market.stock) {
    throw refused(market.stock === 0 ? `${commodity.name} is sold out here.` : `Not enough stock: only ${market.stock} ${commodity.name} for sale here.`, 'quantity');
  }
  const free = scene.cargoCapacity - (await cargoUsed(trx, scene.shipId));
  if (quantity > free) throw refused(`Not enough cargo space: ${free} of ${scene.cargoCapacity} units free.`, 'quantity');
  const quote = buyQuote(scene.model, market.stock, quantity);
  const saving = professionSaving(quote.total, scene.priceBonus);
  const cost = quote.total - saving;
  if (cost > scene.credits) {
    throw refused(`Insufficient credits: ${quantity} ${commodity.name} cost ${formatCredits(cost)} and you have ${formatCredits(scene.credits)}.`, 'quantity');
  }
  await scene.setCredits(scene.credits - cost);
  await trx.updateTable('markets').set((eb) => ({ stock: eb('stock', '-', quantity) })).where('id', '=', market.id).execute();
  await loadCargo(trx, { shipId: scene.shipId, commodityId: commodity.id, quantity, cost });
  const id = await record(scene, 'buy', cost, saving, null);
  await reportMissionProgress(trx, scene.characterId, { mission: 'trading_basics', progress: { tasks_completed: 1 } });
  return {
    id,
    action: 'buy',
    commodity_id: commodity.id,
    commodity_name: commodity.name,
    super_area_id: market.superAreaId,
    quantity,
    unit_price: quote.averagePrice,
    total: quote.total,
    profession_saving: saving,
    final_total: cost,
    new_credits: scene.credits - cost,
    new_stock: market.stock - quantity,
    price_after: quote.priceAfter,
    profit: null,
    experience_gained: 0,
  };
}

async function sell(scene: TradeScene): Promise<TradeTransaction> {
  const { trx, commodity, market, quantity } = scene;
  const line = await lockCargoLine(trx, scene.shipId, commodity.id);
  const sellable = line?.sellable ?? 0;
  if (quantity > sellable) {
    const held = line && line.reserved > 0 ? ` (${line.reserved} more are reserved for contracts)` : '';
    throw refused(`Not enough cargo: you have ${sellable} ${commodity.name} to sell${held}.`, 'quantity');
  }
  const quote = sellQuote(scene.model, market.stock, quantity);
  // The profession bonus adds to what a sale earns, as it takes off what a purchase costs.
  const bonus = professionSaving(quote.total, scene.priceBonus);
  const revenue = quote.total + bonus;
  const costBasis = await unloadCargo(trx, { shipId: scene.shipId, commodityId: commodity.id, quantity });
  await scene.setCredits(scene.credits + revenue);
  await trx.updateTable('markets').set((eb) => ({ stock: eb('stock', '+', quantity) })).where('id', '=', market.id).execute();
  const id = await record(scene, 'sell', revenue, bonus, costBasis);
  const profit = revenue - costBasis;
  const experience = tradingExperience(profit);
  await grantExperience(trx, scene.characterId, 'trading', experience);
  await reportMissionProgress(trx, scene.characterId, { mission: 'trading_basics', progress: { trades_completed: 1, credits_earned: revenue } });
  return {
    id,
    action: 'sell',
    commodity_id: commodity.id,
    commodity_name: commodity.name,
    super_area_id: market.superAreaId,
    quantity,
    unit_price: quote.averagePrice,
    total: quote.total,
    profession_saving: bonus,
    final_total: revenue,
    new_credits: scene.credits + revenue,
    new_stock: market.stock + quantity,
    price_after: quote.priceAfter,
    profit,
    experience_gained: experience,
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
  const transaction = await withCharacterLock(ctx, characterId, async ({ trx, outbox, character, now, setCredits }) => {
    const place = await ctx.places.get(character.place_id);
    if (order.superAreaId !== undefined && order.superAreaId !== place.superAreaId) {
      throw refused(`You can only trade at the market of the system you are in (${place.superAreaName}).`, 'super_area_id');
    }
    const ship = character.active_ship_id === null ? undefined : await lockShip(trx, character.active_ship_id);
    if (!ship) throw refused('You need an active ship to carry cargo.', 'quantity');
    const market = await trx
      .selectFrom('markets')
      .select(['id', 'super_area_id', 'stock', 'elasticity'])
      .where('super_area_id', '=', place.superAreaId)
      .where('commodity_id', '=', commodity.id)
      .forUpdate()
      .executeTakeFirst();
    if (!market) throw refused(`${commodity.name} is not traded at ${place.superAreaName}.`, 'commodity_id');
    const bonuses = await professionBonuses(trx, characterId);
    const scene: TradeScene = {
      trx,
      characterId,
      credits: character.credits,
      setCredits,
      shipId: ship.id,
      cargoCapacity: ship.cargo_capacity,
      market: { id: market.id, superAreaId: market.super_area_id, stock: market.stock },
      commodity,
      model: priceModel(commodity, market.elasticity),
      priceBonus: bonuses.price_bonus,
      quantity: order.quantity,
      now,
    };
    const done = order.action === 'buy' ? await buy(scene) : await sell(scene);
    queueShipStatusChanged(outbox, characterId, {
      ship_id: ship.id,
      change: done.action === 'buy' ? 'cargo_loaded' : 'cargo_unloaded',
      message: `${ship.name}: ${successMessage(done)}`,
    });
    return done;
  });
  ctx.galactic.invalidate();
  return { success: true, message: successMessage(transaction), transaction };
}

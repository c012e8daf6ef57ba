import type { Transaction } from 'kysely';
import { bestNeighbourTrade, tutorialTradeSteps, type LiveMarket, type NeighbourMarkets, type TutorialTrade } from '../../../shared/rules/missions/tutorialTrade';
import { fuelNeeded, fuelValue, maintenanceCost } from '../../../shared/rules/travel/travelCosts';
import type { Database } from '../../db/schema';
import { activeShip } from '../../kernel/activeShip';
import type { BookQuest } from './questBook';

/** The quest whose run is planned from live prices: the tutorial's first trade run. */
export const TUTORIAL_TRADE_QUEST = 'trading_basics';

/** A run's own words and target for one step of its quest (NULL columns keep the quest step's). */
export interface StepOverride {
  target_id: number;
  title: string;
  description: string;
}

/**
 * The first trade run from where the character stands: the markets here and one lane away, the
 * active ship's free hold and trip costs, the credits; `bestNeighbourTrade` picks the pair.
 * Read in the transaction that opens the run, so the prices are the ones of that instant.
 */
export async function planTutorialTrade(trx: Transaction<Database>, characterId: number): Promise<TutorialTrade | null> {
  const [me, ship] = await Promise.all([
    trx.selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select(['p.super_area_id', 'c.credits']).where('c.id', '=', characterId).executeTakeFirst(),
    activeShip(trx, characterId),
  ]);
  if (!me || !ship) return null;
  const here = me.super_area_id;
  const lanes = await trx
    .selectFrom('hyperspace_lanes as l')
    .innerJoin('super_areas as sa', (join) => join.on((eb) => eb.or([eb.and([eb('l.from_area_id', '=', here), eb('sa.id', '=', eb.ref('l.to_area_id'))]), eb.and([eb('l.to_area_id', '=', here), eb('sa.id', '=', eb.ref('l.from_area_id'))])])))
    .select(['sa.id', 'sa.name', 'sa.fuel_cost', 'sa.danger_level', 'l.length'])
    .execute();
  const markets = await trx
    .selectFrom('markets as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .select(['m.super_area_id', 'm.commodity_id', 'm.stock', 'm.elasticity', 'c.name', 'c.base_price', 'c.reference_stock'])
    .where('m.super_area_id', 'in', [here, ...lanes.map((lane) => lane.id)])
    .execute();
  const marketsOf = (systemId: number): LiveMarket[] =>
    markets
      .filter((m) => m.super_area_id === systemId)
      .map((m) => ({ commodityId: m.commodity_id, commodityName: m.name, stock: m.stock, model: { basePrice: m.base_price, referenceStock: m.reference_stock, elasticity: Number(m.elasticity) } }));
  const neighbours: NeighbourMarkets[] = lanes.map((lane) => ({
    systemId: lane.id,
    systemName: lane.name,
    dangerLevel: lane.danger_level,
    tripCost: fuelValue(fuelNeeded(lane.length, Number(lane.fuel_cost), ship.status.fuel_efficiency)) + maintenanceCost(lane.length, ship.dailyMaintenance),
    markets: marketsOf(lane.id),
  }));
  const hold = ship.status.cargo_capacity - ship.status.cargo_used;
  return bestNeighbourTrade({ here: marketsOf(here), neighbours, hold, credits: Number(me.credits) });
}

/**
 * The run's own steps for a quest that has them: the tutorial's first trade run names the
 * commodity (buy, sell at a profit) and the neighbour (visit) by quest step id. Empty for every
 * other quest, and when no neighbour pays more (the quest's own words then stand).
 */
export async function runStepOverrides(trx: Transaction<Database>, characterId: number, quest: BookQuest): Promise<Map<number, StepOverride>> {
  const overrides = new Map<number, StepOverride>();
  if (quest.key !== TUTORIAL_TRADE_QUEST) return overrides;
  const trade = await planTutorialTrade(trx, characterId);
  if (!trade) return overrides;
  const words = tutorialTradeSteps(trade);
  for (const step of quest.steps) {
    if (step.target_type === 'buy') overrides.set(step.id, { target_id: trade.commodityId, ...words.buy });
    if (step.target_type === 'visit') overrides.set(step.id, { target_id: trade.toSystemId, ...words.visit });
    if (step.target_type === 'sell_profit') overrides.set(step.id, { target_id: trade.commodityId, ...words.sell });
  }
  return overrides;
}

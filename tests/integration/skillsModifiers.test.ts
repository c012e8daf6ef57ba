import { describe, expect, it } from 'vitest';
import type { TradeTransaction } from '../../src/shared/api';
import { marketRow, startingSystem } from '../support/marketTraders';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { giveExperience, professionIds, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour } from '../support/travelHelpers';

const ctx = useTestApp();
const QUANTITY = 10;

async function trade(captain: Captain, action: 'buy' | 'sell', commodityId: number): Promise<TradeTransaction> {
  const response = await captain.post(`/api/market/${action}`, { commodity_id: commodityId, quantity: QUANTITY });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transaction as TradeTransaction;
}

async function trader(): Promise<Captain> {
  const captain = await newCaptain(ctx.app, ctx.database.db);
  const profession = await professionIds(ctx.database.db, 'trader');
  expect((await skillCalls(captain).start(profession.id)).statusCode).toBe(200);
  return captain;
}

/** Puts a market's stock where a test wants its price (fewer units, dearer). */
async function setStock(marketId: number, stock: number): Promise<void> {
  await ctx.database.db.updateTable('markets').set({ stock }).where('id', '=', marketId).execute();
}

describe('skill modifiers change the numbers players see', () => {
  it("prices a trader's buy with the bonus, shows it on the market dashboard, and a sale straight back nets exactly 0", async () => {
    const captain = await trader();
    const chips = await marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Computer Chips');
    const dashboard = (await captain.get('/api/market/data')).json();
    expect(dashboard.market_intelligence.profession_bonuses).toEqual({ price_bonus: 0.02, efficiency_bonus: 0, description: ['Novice Trader: +2% trade price bonus'] });

    const before = await captain.credits();
    const quote = (await captain.get(`/api/market/commodities/${chips.commodity_id}/pricing?quantity=${QUANTITY}&action=buy`)).json().pricing;
    const bought = await trade(captain, 'buy', chips.commodity_id);
    expect(bought.total).toBe(quote.total);
    expect(bought.profession_saving).toBe(Math.floor(bought.total * 0.02));
    expect(bought.profession_saving).toBeGreaterThan(0);
    expect(bought.final_total).toBe(bought.total - bought.profession_saving);
    expect(quote.final_total).toBe(bought.final_total);
    expect(await captain.credits()).toBe(before - bought.final_total);

    // The saving is only held: selling straight back returns it, and the round trip pays nothing.
    const sellQuote = (await captain.get(`/api/market/commodities/${chips.commodity_id}/pricing?quantity=${QUANTITY}&action=sell`)).json().pricing;
    const sold = await trade(captain, 'sell', chips.commodity_id);
    expect(sold.final_total).toBe(sellQuote.final_total);
    expect(sold.final_total).toBe(bought.final_total);
    expect(sold.profit).toBe(0);
    expect(await captain.credits()).toBe(before);
  });

  it('pays nothing for a round trip sliced into several sales either', async () => {
    const captain = await trader();
    const chips = await marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Computer Chips');
    const before = await captain.credits();
    await trade(captain, 'buy', chips.commodity_id);
    await trade(captain, 'buy', chips.commodity_id);
    const sell = async (quantity: number) => {
      const response = await captain.post('/api/market/sell', { commodity_id: chips.commodity_id, quantity });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().transaction as TradeTransaction;
    };
    // Units go back dearest first: against the line's average cost the first slice shows a market
    // profit and the last a loss; settled per line, the slices together give back the whole saving.
    await sell(3);
    await sell(9);
    await sell(8);
    expect(await captain.credits()).toBe(before);
  });

  it('earns a trader more on a profitable run than the same run without the skill', async () => {
    const chips = await marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Computer Chips');
    const run = async (captain: Captain) => {
      const start = await captain.credits();
      await setStock(chips.id, chips.stock);
      await trade(captain, 'buy', chips.commodity_id);
      // Prices rise while the cargo is held (as at a dearer market): a third of the stock left.
      await setStock(chips.id, Math.floor(chips.stock / 3));
      const sold = await trade(captain, 'sell', chips.commodity_id);
      return { gained: (await captain.credits()) - start, sold };
    };
    const plain = await run(await newCaptain(ctx.app, ctx.database.db));
    const skilled = await run(await trader());
    expect(plain.gained).toBeGreaterThan(0);
    expect(skilled.gained).toBeGreaterThan(plain.gained);
    // Kept: the buy's saving, plus 2 % of the market profit on the sale.
    expect(skilled.sold.profession_saving).toBe(Math.floor(plain.gained * 0.02));
    expect(skilled.sold.profit).toBe(skilled.gained);
  });

  it('burns less fuel and takes less time after learning pilot skills, in the options and the journey', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const destination = await neighbour(captain);
    await ctx.database.db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destination.id).execute();
    const plain = await directOption(captain, destination.id);

    const pilot = await professionIds(ctx.database.db, 'pilot');
    const calls = skillCalls(captain);
    expect((await calls.start(pilot.id)).statusCode).toBe(200);
    await giveExperience(ctx.database.db, captain.characterId, 'pilot', 100);
    expect((await calls.learn(pilot.skill('tree1.1'))).statusCode).toBe(200);
    expect((await calls.learn(pilot.skill('tree2.1'))).statusCode).toBe(200);
    const summary = (await calls.summary()).json();
    expect(summary.modifiers.fuel_efficiency).toBeCloseTo(0.03);
    expect(summary.modifiers.travel_speed).toBeCloseTo(0.01);

    const skilled = await directOption(captain, destination.id);
    expect(skilled.fuel_consumption).toBeLessThan(plain.fuel_consumption);
    expect(skilled.fuel_consumption).toBeCloseTo(plain.fuel_consumption * 0.97, 1);
    expect(skilled.travel_time).toBeLessThanOrEqual(plain.travel_time);

    const fuelBefore = Number((await ctx.database.db.selectFrom('ships').select('fuel').where('id', '=', captain.starterShipId).executeTakeFirstOrThrow()).fuel);
    const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: skilled.route?.id, destination_id: destination.id });
    expect(started.statusCode, started.body).toBe(200);
    const fuelAfter = Number((await ctx.database.db.selectFrom('ships').select('fuel').where('id', '=', captain.starterShipId).executeTakeFirstOrThrow()).fuel);
    expect(Math.round((fuelBefore - fuelAfter) * 100) / 100).toBe(skilled.fuel_consumption);
    const journey = await ctx.database.db.selectFrom('journeys').select(['fuel_used', 'total_ms']).where('character_id', '=', captain.characterId).executeTakeFirstOrThrow();
    expect(Number(journey.fuel_used)).toBe(skilled.fuel_consumption);
  });

  it('announces experience earned by a sale as SkillPointsAwarded, kept in the captain’s log', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const chips = await marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Computer Chips');
    await setStock(chips.id, chips.stock);
    await trade(captain, 'buy', chips.commodity_id);
    await setStock(chips.id, Math.floor(chips.stock / 3));
    const sold = await trade(captain, 'sell', chips.commodity_id);
    expect(sold.experience_gained).toBeGreaterThan(0);
    const entry = await ctx.database.db
      .selectFrom('captains_log_entries')
      .select(['message', 'payload'])
      .where('character_id', '=', captain.characterId)
      .where('event', '=', 'SkillPointsAwarded')
      .executeTakeFirstOrThrow();
    expect(entry.message).toBe(`Earned ${sold.experience_gained} trading experience (${sold.experience_gained} in all).`);
    expect(entry.payload).toMatchObject({ reason: 'experience', experience_type: 'trading', amount: sold.experience_gained, skill_points: { used: 0, total: 250 } });
  });
});

import { describe, expect, it } from 'vitest';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { giveItem } from '../support/itemShopper';
import { professionIds, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour, steerClear, travelStatus } from '../support/travelHelpers';

const ctx = useTestApp();
const db = () => ctx.database.db;
const TRAVELLING = 'You cannot do that while travelling.';

/** The captain leaves for a neighbouring system (no event on the way) and is in hyperspace. */
async function inHyperspace(captain: Captain): Promise<void> {
  const destination = await neighbour(captain);
  const option = await directOption(captain, destination.id);
  steerClear(ctx.clock, captain.characterId, [option.danger_level]);
  const started = await captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id });
  expect(started.statusCode, started.body).toBe(200);
  expect((await travelStatus(captain)).status).toBe('travelling');
}

describe('life in flight: what a journey leaves to the player', () => {
  it('patches the hull, learns a profession and forms a party on the way', async () => {
    const captain = await newCaptain(ctx.app, db());
    await inHyperspace(captain);

    await db().updateTable('ships').set({ durability: 50 }).where('id', '=', captain.starterShipId).execute();
    const kit = await giveItem(db(), captain, 'Hull Patch Kit');
    const used = await captain.post('/api/inventory/use', { item_id: kit });
    expect(used.statusCode, used.body).toBe(200);
    const hull = await db().selectFrom('ships').select('durability').where('id', '=', captain.starterShipId).executeTakeFirstOrThrow();
    expect(Number(hull.durability)).toBe(75);

    const trader = await professionIds(db(), 'trader');
    expect((await skillCalls(captain).start(trader.id)).statusCode).toBe(200);
    const party = await captain.post('/api/party/create', { name: 'Night Haulers' });
    expect(party.statusCode, party.body).toBe(201);
    expect((await travelStatus(captain)).status).toBe('travelling');
  });

  it('still refuses what needs a market or an opponent at hand, changing nothing', async () => {
    const captain = await newCaptain(ctx.app, db());
    const here = await db().selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select('p.super_area_id').where('c.id', '=', captain.characterId).executeTakeFirstOrThrow();
    const enemy = await db().selectFrom('enemies').select('id').where('super_area_id', '=', here.super_area_id).orderBy('id').executeTakeFirstOrThrow();
    const market = await db().selectFrom('markets').select('commodity_id').where('super_area_id', '=', here.super_area_id).where('stock', '>', 10).orderBy('commodity_id').executeTakeFirstOrThrow();
    await inHyperspace(captain);
    const credits = await captain.credits();

    const buy = await captain.post('/api/market/buy', { commodity_id: market.commodity_id, quantity: 1 });
    expect(buy.statusCode).toBe(422);
    expect(buy.json().error).toBe(TRAVELLING);
    const fight = await captain.post('/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
    expect(fight.statusCode).toBe(422);
    expect(fight.json().error).toBe(TRAVELLING);
    expect(await captain.credits()).toBe(credits);
  });
});

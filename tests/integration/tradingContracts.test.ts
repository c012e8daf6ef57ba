import { describe, expect, it } from 'vitest';
import { refreshContractOffers } from '../../src/server/domains/contracts/contractOffers';
import { offerContract, marketOf, neighbourOf as laneNeighbour, testCommodity } from '../support/contractFixtures';
import { useTestApp, Visitor } from '../support/testApp';

const ctx = useTestApp();
let players = 0;

async function captain(): Promise<{ visitor: Visitor; id: number; home: number }> {
  const n = ++players;
  const visitor = new Visitor(ctx.app);
  const id = await visitor.playAs(`contracts${n}@example.com`, `Hauler ${'abcdefghij'[n % 10]}${'klmnopqrst'[Math.floor(n / 10) % 10]}`);
  const place = await ctx.database.db.selectFrom('characters as c').innerJoin('places as p', 'p.id', 'c.place_id').select('p.super_area_id').where('c.id', '=', id).executeTakeFirstOrThrow();
  return { visitor, id, home: place.super_area_id };
}

const neighbourOf = (system: number) => laneNeighbour(ctx.database.db, system);

async function credits(id: number): Promise<number> {
  return (await ctx.database.db.selectFrom('characters').select('credits').where('id', '=', id).executeTakeFirstOrThrow()).credits;
}

async function hold(id: number): Promise<{ quantity: number; reserved: number }[]> {
  return ctx.database.db
    .selectFrom('ship_cargo as sc')
    .innerJoin('characters as c', 'c.active_ship_id', 'sc.ship_id')
    .select(['sc.quantity', 'sc.reserved'])
    .where('c.id', '=', id)
    .execute();
}

/** Moves the character to a system's market, as arriving there would. */
async function arriveAt(id: number, system: number): Promise<void> {
  await ctx.database.db.updateTable('characters').set({ place_id: await marketOf(ctx.database.db, system) }).where('id', '=', id).execute();
}

describe('trading contracts', () => {
  it('the galaxy clock keeps eight offers in every system, and a captain sees those of his system', async () => {
    await testCommodity(ctx.database.db);
    await ctx.app.galaxyClock.tick();
    const perSystem = await ctx.database.db
      .selectFrom('trading_contracts')
      .select(['super_area_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'available')
      .groupBy('super_area_id')
      .execute();
    const systems = await ctx.database.db.selectFrom('super_areas').select('id').execute();
    expect(perSystem).toHaveLength(systems.length);
    expect(perSystem.every((row) => Number(row.n) === 8)).toBe(true);
    // Another tick tops up, never beyond eight.
    expect(await refreshContractOffers(ctx.database.db, ctx.clock.now())).toBe(0);

    const { visitor, home } = await captain();
    const list = await visitor.get('/api/trading-contracts');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.contracts.data.length).toBeGreaterThanOrEqual(8);
    const system = await ctx.database.db.selectFrom('super_areas').select('name').where('id', '=', home).executeTakeFirstOrThrow();
    expect(body.contracts.data.every((c: { pickup_location: { system: string } }) => c.pickup_location.system === system.name)).toBe(true);
    expect(body.character_ship).toMatchObject({ name: 'Kestrel Courier', size_class: 'small', cargo_capacity: 60, free_cargo: 60 });
    expect(body.filters.contract_types).toEqual(['delivery', 'express', 'bulk', 'hazardous']);
    // Two of them suit a new captain: a short delivery the starter ship carries, collateral covered.
    expect(body.contracts.data.filter((c: { compatibility: { can_accept: boolean } }) => c.compatibility.can_accept).length).toBeGreaterThanOrEqual(2);
    // Bulk offers need more than the starter's 60 t hold: it can't take them, and says why.
    const bulk = body.contracts.data.find((c: { contract_type: string }) => c.contract_type === 'bulk');
    if (bulk) {
      expect(bulk.compatibility.can_accept).toBe(false);
      expect(bulk.compatibility.reason).toMatch(/^(Requires a (medium|large) ship or larger|Requires reputation \d+ \(you have 0\))\.$/);
    }

    const compatible = (await visitor.get('/api/trading-contracts?show_compatible_only=true&contract_type=')).json();
    expect(compatible.contracts.data.every((c: { compatibility: { can_accept: boolean } }) => c.compatibility.can_accept)).toBe(true);
    const bad = await visitor.get('/api/trading-contracts?risk_level=Apocalyptic');
    expect(bad.statusCode).toBe(422);
    // The document's boolean: `true` or `false`, nothing else read as one.
    expect((await visitor.get('/api/trading-contracts?show_compatible_only=false')).statusCode).toBe(200);
    expect((await visitor.get('/api/trading-contracts?show_compatible_only=1e%2B99')).statusCode).toBe(422);
  });

  it('accept → travel → complete pays exactly the reward and the collateral back, once', async () => {
    const { visitor, id, home } = await captain();
    const destination = await neighbourOf(home);
    const contractId = await offerContract(ctx.database.db, home, destination, ctx.clock.now());

    const accepted = await visitor.post('/api/trading-contracts/accept', { contract_id: contractId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Contract accepted successfully!');
    expect(await credits(id)).toBe(25_000 - 500);
    expect(await hold(id)).toEqual([{ quantity: 20, reserved: 20 }]);
    const active = (await visitor.get('/api/trading-contracts/active')).json();
    expect(active.active_contracts).toHaveLength(1);
    expect(active).toMatchObject({ total_collateral_held: 500, total_potential_reward: 1_200 });
    expect(active.active_contracts[0]).toMatchObject({ status: 'active', is_overdue: false, commodity_quantity: 20, time_remaining: 120 });
    // The character payload carries its deadline for the notification rules.
    const character = (await visitor.get(`/api/characters/${id}`)).json();
    expect(character.trading_contracts).toEqual([{ id: contractId, deadline: active.active_contracts[0].deadline }]);

    // Not at the delivery system yet.
    const early = await visitor.post('/api/trading-contracts/complete', { contract_id: contractId });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatch(/^Deliver the cargo to .+ to complete this contract\.$/);

    await arriveAt(id, destination);
    ctx.clock.advance(30 * 60_000);
    const completed = await visitor.post('/api/trading-contracts/complete', { contract_id: contractId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ total_payout: 1_700, reward: 1_200, collateral_returned: 500, late: false });
    expect(await credits(id)).toBe(25_000 + 1_200);
    expect(await hold(id)).toEqual([]);

    const again = await visitor.post('/api/trading-contracts/complete', { contract_id: contractId });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('This contract is not active.');
    expect(await credits(id)).toBe(25_000 + 1_200);
    const history = (await visitor.get('/api/trading-contracts/history')).json();
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ id: contractId, status: 'completed', payout: 1_700 });
  });

  it('contract cargo is in the hold but not for sale', async () => {
    const { visitor, id, home } = await captain();
    const traded = await ctx.database.db.selectFrom('markets').select('commodity_id').where('super_area_id', '=', home).orderBy('commodity_id').executeTakeFirstOrThrow();
    const contractId = await offerContract(ctx.database.db, home, await neighbourOf(home), ctx.clock.now(), { commodity_id: traded.commodity_id });
    expect((await visitor.post('/api/trading-contracts/accept', { contract_id: contractId })).statusCode).toBe(200);
    const sold = await visitor.post('/api/market/sell', { commodity_id: traded.commodity_id, quantity: 1 });
    expect(sold.statusCode).toBe(422);
    expect(sold.json().error).toMatch(/^Not enough cargo: you have 0 /);
    expect(await hold(id)).toEqual([{ quantity: 20, reserved: 20 }]);
    expect(await credits(id)).toBe(25_000 - 500);
  });

  it('a late delivery pays half the reward', async () => {
    const { visitor, id, home } = await captain();
    const destination = await neighbourOf(home);
    const contractId = await offerContract(ctx.database.db, home, destination, ctx.clock.now());
    expect((await visitor.post('/api/trading-contracts/accept', { contract_id: contractId })).statusCode).toBe(200);
    ctx.clock.advance(121 * 60_000);
    const active = (await visitor.get('/api/trading-contracts/active')).json();
    expect(active.active_contracts[0]).toMatchObject({ is_overdue: true, time_remaining: 0 });
    await arriveAt(id, destination);
    const completed = await visitor.post('/api/trading-contracts/complete', { contract_id: contractId });
    expect(completed.json()).toMatchObject({ total_payout: 600 + 500, reward: 600, late: true });
    expect(await credits(id)).toBe(25_000 + 600);
  });

  it('abandoning forfeits the collateral once and empties the hold', async () => {
    const { visitor, id, home } = await captain();
    const contractId = await offerContract(ctx.database.db, home, await neighbourOf(home), ctx.clock.now());
    await visitor.post('/api/trading-contracts/accept', { contract_id: contractId });
    const abandoned = await visitor.post('/api/trading-contracts/abandon', { contract_id: contractId });
    expect(abandoned.statusCode).toBe(200);
    expect(abandoned.json()).toMatchObject({ collateral_forfeited: 500 });
    expect(await credits(id)).toBe(25_000 - 500);
    expect(await hold(id)).toEqual([]);
    expect((await visitor.post('/api/trading-contracts/abandon', { contract_id: contractId })).statusCode).toBe(422);
    expect(await credits(id)).toBe(25_000 - 500);
  });

  it('complete and abandon fired together end in one state, the collateral moved once', async () => {
    const { visitor, id, home } = await captain();
    const destination = await neighbourOf(home);
    const contractId = await offerContract(ctx.database.db, home, destination, ctx.clock.now());
    await visitor.post('/api/trading-contracts/accept', { contract_id: contractId });
    await arriveAt(id, destination);
    const [complete, abandon] = await Promise.all([
      visitor.post('/api/trading-contracts/complete', { contract_id: contractId }),
      visitor.post('/api/trading-contracts/abandon', { contract_id: contractId }),
    ]);
    expect([complete.statusCode, abandon.statusCode].sort()).toEqual([200, 422]);
    const row = await ctx.database.db.selectFrom('trading_contracts').select('status').where('id', '=', contractId).executeTakeFirstOrThrow();
    expect(await credits(id)).toBe(row.status === 'completed' ? 25_000 + 1_200 : 25_000 - 500);
    expect(await hold(id)).toEqual([]);
  });

  it('an incompatible contract is refused with its reason and nothing changes', async () => {
    const { visitor, id, home } = await captain();
    const destination = await neighbourOf(home);
    const tooBig = await offerContract(ctx.database.db, home, destination, ctx.clock.now(), { quantity: 61 });
    const refused = await visitor.post('/api/trading-contracts/accept', { contract_id: tooBig });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'Not enough cargo space: 61 t needed, 60 t free.',
      errors: { contract_id: ['Not enough cargo space: 61 t needed, 60 t free.'] },
    });
    const elsewhere = await offerContract(ctx.database.db, destination, home, ctx.clock.now());
    const wrongSystem = await visitor.post('/api/trading-contracts/accept', { contract_id: elsewhere });
    expect(wrongSystem.json().error).toMatch(/^Travel to .+ to pick up this cargo\.$/);
    expect(await credits(id)).toBe(25_000);
    expect(await hold(id)).toEqual([]);
    const row = await ctx.database.db.selectFrom('trading_contracts').select('status').where('id', '=', tooBig).executeTakeFirstOrThrow();
    expect(row.status).toBe('available');
  });

  it('two captains racing for one offer: exactly one gets it', async () => {
    const a = await captain();
    const b = await captain();
    const contractId = await offerContract(ctx.database.db, a.home, await neighbourOf(a.home), ctx.clock.now());
    const results = await Promise.all([
      a.visitor.post('/api/trading-contracts/accept', { contract_id: contractId }),
      b.visitor.post('/api/trading-contracts/accept', { contract_id: contractId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await credits(a.id)) + (await credits(b.id))).toBe(50_000 - 500);
  });

  it('warns the carrier once, by TradingContractDeadline, when the deadline is within 24 hours', async () => {
    const { visitor, id, home } = await captain();
    const contractId = await offerContract(ctx.database.db, home, await neighbourOf(home), ctx.clock.now(), { time_allowed: 30 * 60 });
    await visitor.post('/api/trading-contracts/accept', { contract_id: contractId });
    const events = () =>
      ctx.database.db.selectFrom('captains_log_entries').select('payload').where('character_id', '=', id).where('event', '=', 'TradingContractDeadline').execute();
    await ctx.app.galaxyClock.tick();
    expect(await events()).toHaveLength(0);
    ctx.clock.advance(7 * 3_600_000);
    await ctx.app.galaxyClock.tick();
    await ctx.app.galaxyClock.tick();
    const logged = await events();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.payload).toMatchObject({ contract_id: contractId, time_remaining: 23 * 60 });
  });

  it('another player cannot read or act on your contract', async () => {
    const owner = await captain();
    const stranger = await captain();
    const contractId = await offerContract(ctx.database.db, owner.home, await neighbourOf(owner.home), ctx.clock.now());
    await owner.visitor.post('/api/trading-contracts/accept', { contract_id: contractId });
    expect((await stranger.visitor.get(`/api/trading-contracts/${contractId}`)).statusCode).toBe(404);
    expect((await stranger.visitor.post('/api/trading-contracts/abandon', { contract_id: contractId })).statusCode).toBe(404);
    const asOwner = await stranger.visitor.request({ method: 'GET', url: '/api/trading-contracts/active', headers: { 'x-character-id': String(owner.id) } });
    expect(asOwner.statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import type { LedgerResponse } from '../../src/shared/api';
import { STARTING_CREDITS } from '../../src/shared/rules/startingCharacter';
import { offerContract } from '../support/contractFixtures';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { marketRow, startingSystem } from '../support/marketTraders';
import { newCaptain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';
import { directOption, neighbour } from '../support/travelHelpers';

const ctx = useTestApp();

describe('the credit ledger', () => {
  it('replays to every balance after racing buys, sells, refuels, contracts and journeys', async () => {
    const db = ctx.database.db;
    const home = await startingSystem(db);
    const grain = await marketRow(db, home, 'Grain');
    const chips = await marketRow(db, home, 'Computer Chips');
    const captains = await Promise.all(Array.from({ length: 6 }, () => newCaptain(ctx.app, db)));
    const destination = await neighbour(captains[0]!);
    // A calm destination: no random event pauses a journey, so every one arrives.
    await db.updateTable('super_areas').set({ danger_level: 1 }).where('id', '=', destination.id).execute();
    await db.updateTable('ships').set({ fuel: 60 }).where('id', 'in', captains.map((c) => c.starterShipId)).execute();
    const option = await directOption(captains[0]!, destination.id);
    const contracts: number[] = [];
    for (const _ of captains) contracts.push(await offerContract(db, home, destination.id, ctx.clock.now()));

    // Everything at once: each captain buys, sells, refuels, accepts a contract twice and sets off twice.
    const acts = captains.flatMap((captain, n) => [
      ...Array.from({ length: 4 }, (_, i) => captain.post('/api/market/buy', { commodity_id: i % 2 ? grain.commodity_id : chips.commodity_id, quantity: 2 })),
      ...Array.from({ length: 3 }, () => captain.post('/api/market/sell', { commodity_id: grain.commodity_id, quantity: 1 })),
      captain.post('/api/ship/refuel', { fuel_amount: 10 }),
      captain.post('/api/ship/refuel', { fuel_amount: 5 }),
      captain.post('/api/trading-contracts/accept', { contract_id: contracts[n] }),
      captain.post('/api/trading-contracts/accept', { contract_id: contracts[n] }),
      captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id }),
      captain.post('/api/travel/initiate', { travel_type: 'interplanetary', route_id: option.route?.id, destination_id: destination.id }),
    ]);
    const answers = await Promise.all(acts);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 422), answers.map((a) => `${a.statusCode} ${a.body}`).join('\n')).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(captains.length * 2);

    // Arrive, then deliver the contracts that were taken, twice each at once: paid once.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    for (const captain of captains) expect((await captain.get('/api/travel/status')).statusCode).toBe(200);
    const deliveries = await Promise.all(
      captains.flatMap((captain, n) => [0, 1].map(() => captain.post('/api/trading-contracts/complete', { contract_id: contracts[n] }))),
    );
    expect(deliveries.every((answer) => answer.statusCode === 200 || answer.statusCode === 422 || answer.statusCode === 404)).toBe(true);

    expect(await expectEveryLedgerToReplay(ctx.database.db)).toBeGreaterThan(captains.length * 4);

    // Every movement names what it paid for, and matches it.
    const trades = await db.selectFrom('market_trades').select(['id', 'action', 'credits', 'character_id']).execute();
    const tradeRows = await db.selectFrom('credit_ledger').select(['reference_id', 'amount', 'reason', 'character_id']).where('reference_type', '=', 'market_trade').execute();
    expect(tradeRows).toHaveLength(trades.length);
    for (const trade of trades) {
      const row = tradeRows.find((r) => r.reference_id === trade.id);
      expect(row).toEqual({ reference_id: trade.id, amount: trade.action === 'buy' ? -trade.credits : trade.credits, reason: `market_${trade.action}`, character_id: trade.character_id });
    }
    const completed = await db.selectFrom('trading_contracts').select(['id', 'payout']).where('status', '=', 'completed').execute();
    expect(completed.length).toBeGreaterThan(0);
    for (const contract of completed) {
      const rows = await db.selectFrom('credit_ledger').select(['reason', 'amount']).where('reference_type', '=', 'contract').where('reference_id', '=', contract.id).orderBy('id').execute();
      expect(rows).toEqual([
        { reason: 'contract_collateral', amount: -500 },
        { reason: 'contract_payout', amount: contract.payout },
      ]);
    }
    const journeys = await db.selectFrom('journeys').select(['id', 'credits_charged']).execute();
    expect(journeys).toHaveLength(captains.length);
    for (const journey of journeys) {
      const rows = await db.selectFrom('credit_ledger').select(['reason', 'amount']).where('reference_type', '=', 'journey').where('reference_id', '=', journey.id).execute();
      expect(rows).toEqual([{ reason: 'hyperspace_maintenance', amount: -journey.credits_charged }]);
    }
  });

  it('shows a player their own character’s ledger, newest first, and no one else’s', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await db.updateTable('ships').set({ fuel: 50 }).where('id', '=', captain.starterShipId).execute();
    expect((await captain.post('/api/ship/refuel', { fuel_amount: 20 })).statusCode).toBe(200);

    const response = await captain.get(`/api/characters/${captain.characterId}/ledger`);
    expect(response.statusCode, response.body).toBe(200);
    const ledger = response.json<LedgerResponse>();
    expect(ledger.credits).toBe(STARTING_CREDITS - 200);
    expect(ledger.entries.map(({ amount, reason, balance_after, reference }) => ({ amount, reason, balance_after, reference }))).toEqual([
      { amount: -200, reason: 'refuel', balance_after: STARTING_CREDITS - 200, reference: { type: 'ship', id: captain.starterShipId } },
      { amount: STARTING_CREDITS, reason: 'opening_balance', balance_after: STARTING_CREDITS, reference: null },
    ]);
    const older = await captain.get(`/api/characters/${captain.characterId}/ledger?before=${ledger.entries[0]!.id}&limit=5`);
    expect(older.json<LedgerResponse>().entries.map((e) => e.reason)).toEqual(['opening_balance']);

    const stranger = await newCaptain(ctx.app, db);
    expect((await stranger.get(`/api/characters/${captain.characterId}/ledger`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/characters/${2 ** 31 - 2}/ledger`)).statusCode).toBe(404);
  });
});

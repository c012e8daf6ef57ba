import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { as, leaveTutorial, newTraders, type Trader } from '../support/marketTraders';
import { moveTo } from '../support/placeMoves';
import { startQuestByKey } from '../support/questHelpers';
import { useTestApp } from '../support/testApp';
import { startStandingJourney } from '../support/travelHelpers';

/**
 * Issue 40: a refuel no quest hears is one `ship_refuel` call (migration 0030a); a refuel a quest
 * hears (a quest with a refuel step) is the full act. Side by side, at the same fuel, credits and
 * place, the two must answer, refuse (in the same words), charge, record and announce alike.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

/** A pilot on the Union Ace quest (five refuels: the full act) and one no quest hears (one call), alike otherwise. */
async function pair(): Promise<{ full: Trader; oneCall: Trader }> {
  const [full, oneCall] = await newTraders(ctx, 2);
  await leaveTutorial(db(), [full!, oneCall!]);
  await startQuestByKey(db(), full!.id, 'union_ace');
  return { full: full!, oneCall: oneCall! };
}

async function activeShip(trader: Trader) {
  return db().selectFrom('characters as c').innerJoin('ships as s', 's.id', 'c.active_ship_id').select(['s.id', 's.fuel']).where('c.id', '=', trader.id).executeTakeFirstOrThrow();
}

/** What a refuel left: credits, the tank, the refuel ledger rows and the ship's log lines (the ship's id made comparable). */
async function footprint(trader: Trader) {
  const ship = await db().selectFrom('characters as c').leftJoin('ships as s', 's.id', 'c.active_ship_id').select(['c.credits', 's.id', 's.fuel', 's.max_fuel']).where('c.id', '=', trader.id).executeTakeFirstOrThrow();
  const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reason', 'balance_after', 'reference_type', 'reference_id']).where('character_id', '=', trader.id).where('reason', '=', 'refuel').orderBy('id').execute();
  const log = await db().selectFrom('captains_log_entries').select(['kind', 'app_id', 'type', 'count', 'message', 'event', 'payload']).where('character_id', '=', trader.id).where('event', '=', 'ShipStatusChanged').orderBy('id').execute();
  const sameShip = (id: unknown) => (id === ship.id ? 'active ship' : id);
  return {
    credits: ship.credits,
    fuel: ship.fuel,
    maxFuel: ship.max_fuel,
    ledger: ledger.map((row) => ({ ...row, reference_id: sameShip(row.reference_id) })),
    log: log.map((line) => ({ ...line, payload: { ...(line.payload as object), ship_id: sameShip((line.payload as { ship_id: unknown }).ship_id) } })),
  };
}

/** The answer, and the events it sent (their ids and the ship's made comparable). */
async function refuel(trader: Trader, body: object): Promise<{ status: number; answer: unknown; events: unknown[] }> {
  const ship = await activeShip(trader).catch(() => undefined);
  const events: unknown[] = [];
  const stop = ctx.app.broadcaster.onMessage((m) => {
    if (m.event === 'ShipStatusChanged') {
      const data = JSON.parse(m.data) as { ship_id: number; event_id: string };
      events.push({ event: m.event, ...data, ship_id: data.ship_id === ship?.id ? 'active ship' : data.ship_id, event_id: typeof data.event_id });
    }
  });
  const response: LightMyRequestResponse = await as(trader, 'POST', '/api/ship/refuel', body);
  stop();
  return { status: response.statusCode, answer: response.json(), events };
}

/** Both refuel with `body` from `fuel` units: answers, events and footprints must be equal. */
async function refuelAlike(pilots: { full: Trader; oneCall: Trader }, fuel: number | null, body: object) {
  const results = [];
  for (const pilot of [pilots.full, pilots.oneCall]) {
    if (fuel !== null) await db().updateTable('ships').set({ fuel }).where('id', '=', (await activeShip(pilot)).id).execute();
    results.push(await refuel(pilot, body));
  }
  expect(results[1], JSON.stringify(body)).toEqual(results[0]);
  expect(await footprint(pilots.oneCall)).toEqual(await footprint(pilots.full));
  return results[0]!;
}

/** How far the full pilot's refuel step has come: proof its refuels took the full act. */
async function refuelStepProgress(trader: Trader): Promise<number[]> {
  const rows = await db()
    .selectFrom('character_quest_steps as s')
    .innerJoin('character_quests as q', 'q.id', 's.character_quest_id')
    .innerJoin('quest_steps as qs', 'qs.id', 's.quest_step_id')
    .select('s.progress')
    .where('q.character_id', '=', trader.id)
    .where('q.status', '=', 'active')
    .where('qs.target_type', '=', 'refuel')
    .execute();
  return rows.map((row) => row.progress);
}

describe('a refuel in one call to PostgreSQL against the full act', () => {
  it('answers, charges, records, logs and announces alike, whole units and hundredths', async () => {
    const pilots = await pair();
    const refuels: [number, object, object][] = [
      [40, { fuel_amount: 30 }, { new_fuel_level: 70, cost: 300 }],
      [37.5, { fuel_amount: 12.25 }, { new_fuel_level: 49.75, cost: 123 }],
      [99.95, { fuel_amount: 0.05 }, { new_fuel_level: 100, cost: 1 }],
      [10, { fuel_amount: 1.005 }, { new_fuel_level: 11, cost: 10 }],
    ];
    for (const [fuel, body, answer] of refuels) {
      const result = await refuelAlike(pilots, fuel, body);
      expect(result.status).toBe(200);
      expect(result.answer).toMatchObject(answer);
      expect(result.events).toHaveLength(1);
    }
    // The full pilot's quest heard every refuel; nothing heard the other's.
    expect(await refuelStepProgress(pilots.full)).toEqual([4]);
    expect(await refuelStepProgress(pilots.oneCall)).toEqual([]);
    const log = await footprint(pilots.oneCall);
    expect(log.log.map((line) => line.message)).toEqual([
      'Kestrel Courier refuelled: 70 of 100 units for 300 cr.',
      'Kestrel Courier refuelled: 49.75 of 100 units for 123 cr.',
      'Kestrel Courier refuelled: 100 of 100 units for 1 cr.',
      'Kestrel Courier refuelled: 11 of 100 units for 10 cr.',
    ]);
  });

  it('refuses alike, in the same words, and changes nothing', async () => {
    const pilots = await pair();
    const before = await footprint(pilots.oneCall);
    const refusals: [number, object, string][] = [
      [40, { fuel_amount: 0 }, 'The fuel amount must be greater than 0.'],
      [40, { fuel_amount: -5 }, 'The fuel amount must be greater than 0.'],
      [40, { fuel_amount: 0.004 }, 'The fuel amount must be greater than 0.'],
      [40, { fuel_amount: 60.5 }, 'The tank only has room for 60 more units of fuel.'],
      [40, { fuel_amount: 1e300 }, 'The tank only has room for 60 more units of fuel.'],
      [100, { fuel_amount: 1 }, 'The fuel tank is already full.'],
    ];
    for (const [fuel, body, words] of refusals) {
      const result = await refuelAlike(pilots, fuel, body);
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(result.answer).toMatchObject({ message: words, error: words });
      expect(result.events).toEqual([]);
    }
    // Too few credits: both spend all but 599 (with a ledger row, as any movement).
    for (const pilot of [pilots.full, pilots.oneCall]) {
      await db().transaction().execute(async (trx) => {
        const { credits } = await trx.selectFrom('characters').select('credits').where('id', '=', pilot.id).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('characters').set({ credits: 599 }).where('id', '=', pilot.id).execute();
        await trx.insertInto('credit_ledger').values({ character_id: pilot.id, amount: 599 - credits, reason: 'travel_event', balance_after: 599, created_at: new Date() }).execute();
      });
    }
    const poor = await refuelAlike(pilots, 40, { fuel_amount: 60 });
    expect(poor.answer).toMatchObject({ error: 'Insufficient credits: 60 units of fuel cost 600 cr and you have 599 cr.' });
    // Where no fuel is sold, with no active ship, and on a journey.
    for (const pilot of [pilots.full, pilots.oneCall]) await moveTo(db(), pilot.id, 'cantina');
    const cantina = await refuelAlike(pilots, 40, { fuel_amount: 10 });
    expect((cantina.answer as { error: string }).error).toMatch(/ does not sell fuel\. Refuel at a shuttleport or market\.$/);
    for (const pilot of [pilots.full, pilots.oneCall]) await moveTo(db(), pilot.id, 'shuttleport');
    for (const pilot of [pilots.full, pilots.oneCall]) await startStandingJourney(db(), pilot.id, ctx.clock.now());
    expect((await refuelAlike(pilots, 40, { fuel_amount: 10 })).answer).toMatchObject({ error: 'You cannot do that while travelling.' });
    await db().deleteFrom('journeys').where('character_id', 'in', [pilots.full.id, pilots.oneCall.id]).execute();
    const ships = await Promise.all([pilots.full, pilots.oneCall].map(activeShip));
    await db().updateTable('characters').set({ active_ship_id: null }).where('id', 'in', [pilots.full.id, pilots.oneCall.id]).execute();
    expect((await refuelAlike(pilots, null, { fuel_amount: 10 })).answer).toMatchObject({ error: 'You have no active ship.' });
    await db().updateTable('characters').set({ active_ship_id: ships[1]!.id }).where('id', '=', pilots.oneCall.id).execute();
    await db().updateTable('characters').set({ active_ship_id: ships[0]!.id }).where('id', '=', pilots.full.id).execute();
    // Bad input: 422 before any call, nothing changed.
    const bad = await refuelAlike(pilots, 40, { fuel_amount: 'ten' });
    expect(bad.status).toBe(422);
    expect(await refuelStepProgress(pilots.full)).toEqual([0]);
    const after = await footprint(pilots.oneCall);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.log).toEqual(before.log);
    expect(after.credits).toBe(599);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatOpponentsResponse, HealMateResponse, StartCombatResponse } from '../../src/shared/api';
import type { Db } from '../../src/server/db/database';
import { marketOf, neighbourOf } from '../support/contractFixtures';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { partyOf } from '../support/partyOf';
import { professionIds } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = (): Db => ctx.database.db;

async function give(trader: Trader, name: string): Promise<number> {
  const template = await db().selectFrom('item_templates').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  const row = await db().insertInto('items').values({ character_id: trader.id, item_template_id: template.id, condition: 100, equipped_slot: null, acquired_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Room to heal: big maxima, low pools, and the wounds given. */
async function hurt(trader: Trader, wounds = { health: 0, action: 0, mind: 0 }): Promise<void> {
  await db()
    .updateTable('character_combat')
    .set({ constitution: 1_000, stamina: 1_000, intellect: 1_000, health_current: 10, action_current: 10, mind_current: 10, health_wounds: wounds.health, action_wounds: wounds.action, mind_wounds: wounds.mind })
    .where('character_id', '=', trader.id)
    .execute();
}

const combatOf = (trader: Trader) => db().selectFrom('character_combat').selectAll().where('character_id', '=', trader.id).executeTakeFirstOrThrow();
const medicalOf = async (trader: Trader) =>
  (await db().selectFrom('character_experience').select('current_amount').where('character_id', '=', trader.id).where('experience_type', '=', 'medical').executeTakeFirst())?.current_amount ?? 0;
const itemsOf = async (trader: Trader) => (await db().selectFrom('items').select('id').where('character_id', '=', trader.id).execute()).map((r) => r.id);
const healMate = (healer: Trader, patient: Trader, itemId: number) => as(healer, 'POST', '/api/swg-combat/heal-mate', { patient_id: patient.id, item_id: itemId });

function refusal(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ message: string }>().message;
}

async function startMedic(trader: Trader): Promise<void> {
  const medic = await professionIds(db(), 'medic');
  const started = await as(trader, 'POST', `/api/swg-skills/character/${trader.id}/start-profession`, { profession_id: medic.id });
  expect(started.statusCode, started.body).toBe(200);
}

describe('medical: healing oneself and party-mates', () => {
  it('heals oneself with an item and earns medical experience by the points healed', async () => {
    const [me] = await newTraders(ctx, 1);
    await hurt(me!);
    const kit = await give(me!, 'Field Medkit');
    const used = await as(me!, 'POST', '/api/swg-combat/heal-ham', { ham_type: 'health', amount: 1, item_id: kit });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ healed: 60, cost: 0, message: 'Used Field Medkit: healed 60 health, 30 action and 30 mind.' });
    expect(await combatOf(me!)).toMatchObject({ health_current: 70, action_current: 40, mind_current: 40 });
    expect(await medicalOf(me!)).toBe(120);
    expect(await itemsOf(me!)).toEqual([]);
  });

  it('heals a party-mate beside you with your item: their HAM rises, the item is gone, the healer earns twice the points and the mate hears of it', async () => {
    const [healer, mate] = await newTraders(ctx, 2);
    await partyOf([healer!, mate!]);
    await hurt(mate!);
    const kit = await give(healer!, 'Stim Pack');
    const healed = await healMate(healer!, mate!, kit);
    expect(healed.statusCode, healed.body).toBe(200);
    const body = healed.json<HealMateResponse>();
    expect(body).toMatchObject({ healed: { health: 25, action: 12, mind: 12 }, wounds_treated: { health: 0, action: 0, mind: 0 }, experience: 98, patient: { id: mate!.id } });
    expect(await combatOf(mate!)).toMatchObject({ health_current: 35, action_current: 22, mind_current: 22 });
    expect(await itemsOf(healer!)).toEqual([]);
    expect(await medicalOf(healer!)).toBe(98);
    expect(await medicalOf(mate!)).toBe(0);
    const heard = await db().selectFrom('captains_log_entries').select(['event', 'message']).where('character_id', '=', mate!.id).where('event', '=', 'HealReceived').execute();
    expect(heard).toEqual([{ event: 'HealReceived', message: expect.stringMatching(/healed you with Stim Pack: 25 health, 12 action and 12 mind\.$/) }]);
  });

  it('refuses a stranger, a mate elsewhere, a full-health mate, a missing item and an item that does not heal, changing nothing', async () => {
    const [healer, mate, away, stranger] = await newTraders(ctx, 4);
    await partyOf([healer!, mate!, away!]);
    await hurt(away!);
    await hurt(stranger!);
    const elsewhere = await marketOf(db(), await neighbourOf(db(), await startingSystem(db())));
    await db().updateTable('characters').set({ place_id: elsewhere }).where('id', '=', away!.id).execute();
    const kit = await give(healer!, 'Stim Pack');
    const idol = await give(healer!, 'Jade Idol');
    const before = await Promise.all([mate!, away!, stranger!].map(combatOf));

    expect(refusal(await healMate(healer!, stranger!, kit))).toBe('You can only heal yourself or a member of your party.');
    expect(refusal(await healMate(healer!, away!, kit))).toMatch(/is not beside you: you can heal a party-mate in your star system, neither of you travelling\.$/);
    expect(refusal(await healMate(healer!, mate!, kit))).toMatch(/^Nothing to heal: .+ is as healthy as their wounds allow\. Stim Pack stays in your inventory\.$/);
    expect(refusal(await healMate(healer!, mate!, idol))).toBe('Jade Idol does not heal.');
    const missing = await healMate(healer!, mate!, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Item not found.' });
    // Someone else's item is as good as missing.
    const theirs = await give(mate!, 'Stim Pack');
    expect((await healMate(healer!, mate!, theirs)).statusCode).toBe(404);
    // Bad input: 422 with field errors.
    const bad = await as(healer!, 'POST', '/api/swg-combat/heal-mate', { patient_id: 'x', item_id: kit });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors.patient_id');

    expect(await Promise.all([mate!, away!, stranger!].map(combatOf))).toEqual(before);
    expect((await itemsOf(healer!)).sort()).toEqual([kit, idol].sort());
    expect(await medicalOf(healer!)).toBe(0);
  });

  it('closes wounds only for a healer who knows a healing skill, and that skill heals more', async () => {
    const [plain, medic, first, second] = await newTraders(ctx, 4);
    await partyOf([plain!, medic!, first!, second!]);
    await startMedic(medic!);
    const wounds = { health: 40, action: 20, mind: 20 };
    await hurt(first!, wounds);
    await hurt(second!, wounds);

    const byPlain = (await healMate(plain!, first!, await give(plain!, 'Trauma Kit'))).json<HealMateResponse>();
    const byMedic = (await healMate(medic!, second!, await give(medic!, 'Trauma Kit'))).json<HealMateResponse>();
    // Trauma Kit: 150; Novice Medic's +2 % healing makes it 153 and closes half of each share in wounds.
    expect(byPlain).toMatchObject({ healed: { health: 150, action: 75, mind: 75 }, wounds_treated: { health: 0, action: 0, mind: 0 } });
    expect(byMedic).toMatchObject({ healed: { health: 153, action: 76, mind: 76 }, wounds_treated: { health: 40, action: 20, mind: 20 } });
    expect(await combatOf(first!)).toMatchObject({ health_wounds: 40, action_wounds: 20, mind_wounds: 20, health_current: 160 });
    expect(await combatOf(second!)).toMatchObject({ health_wounds: 0, action_wounds: 0, mind_wounds: 0, health_current: 163 });
    expect(byMedic.experience).toBeGreaterThan(byPlain.experience);
  });

  it('two heals with the same single item at once: one heals, the item is consumed once; paid heals charge once; the ledgers replay', async () => {
    const [healer, mate] = await newTraders(ctx, 2);
    await partyOf([healer!, mate!]);
    await hurt(mate!);
    const kit = await give(healer!, 'Stim Pack');
    const both = await Promise.all([healMate(healer!, mate!, kit), healMate(healer!, mate!, kit)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await combatOf(mate!)).toMatchObject({ health_current: 35, action_current: 22, mind_current: 22 });
    expect(await itemsOf(healer!)).toEqual([]);
    expect(await medicalOf(healer!)).toBe(98);
    // A medic's paid healing with room for one: two at once, one heals and pays once.
    await db().updateTable('character_combat').set({ constitution: 100, health_current: 95, health_wounds: 0 }).where('character_id', '=', healer!.id).execute();
    const credits = async () => (await db().selectFrom('characters').select('credits').where('id', '=', healer!.id).executeTakeFirstOrThrow()).credits;
    const before = await credits();
    const paid = await Promise.all([1, 2].map(() => as(healer!, 'POST', '/api/swg-combat/heal-ham', { ham_type: 'health', amount: 5 })));
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await credits()).toBe(before - 10);
    expect((await combatOf(healer!)).health_current).toBe(100);
    expect(await expectEveryLedgerToReplay(db())).toBeGreaterThan(0);
  });

  it('in a party fight, a fighter heals an ally as its turn; someone outside the fight cannot be healed that way', async () => {
    const [owner, mate, outside] = await newTraders(ctx, 3);
    await partyOf([owner!, mate!, outside!]);
    await db().updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', 'in', [owner!.id, mate!.id]).execute();
    const here = (await as(owner!, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
    const session = (await as(owner!, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id })).json<StartCombatResponse>().session;
    expect((await as(mate!, 'POST', `/api/swg-combat/session/${session.id}/join`)).statusCode).toBe(200);
    await db().updateTable('character_combat').set({ health_current: 100 }).where('character_id', '=', mate!.id).execute();
    const kit = await give(owner!, 'Field Medkit');

    const action = (patient: Trader) => as(owner!, 'POST', `/api/swg-combat/session/${session.id}/action`, { action: 'use_item', item_id: kit, patient_id: patient.id, turn_number: session.turn_number });
    expect(refusal(await action(outside!))).toBe('You can only heal a fighter standing on your side of this fight.');
    const healed = await action(mate!);
    expect(healed.statusCode, healed.body).toBe(200);
    const turn = healed.json<CombatActionResponse>();
    expect(turn.results[0]).toMatchObject({ action: 'use_item', healed: { health: 60 } });
    expect(turn.results[0]!.message).toMatch(/You use Field Medkit on .+: \+60 health/);
    expect((await combatOf(mate!)).health_current).toBe(160);
    expect(await itemsOf(owner!)).toEqual([]);
    expect(await medicalOf(owner!)).toBeGreaterThanOrEqual(120);
    // The ally's page hears the turn.
    const heard = await db().selectFrom('captains_log_entries').select('event').where('character_id', '=', mate!.id).where('event', 'in', ['CombatUpdated', 'HealReceived']).execute();
    expect(new Set(heard.map((h) => h.event))).toEqual(new Set(['CombatUpdated', 'HealReceived']));
    // Out of the fight's reach: heal-mate refuses a mate who is fighting.
    const spare = await give(outside!, 'Stim Pack');
    expect(refusal(await healMate(outside!, mate!, spare))).toMatch(/is in a fight: join it to heal them\.$/);
  });

  it('in a fight, a medic heals itself as its turn: the item closes its wounds, and the turn keeps them closed', async () => {
    const [medic] = await newTraders(ctx, 1);
    await startMedic(medic!);
    await db().updateTable('character_combat').set({ constitution: 5_000, stamina: 5_000, intellect: 5_000, health_current: 4_000, action_current: 4_000, mind_current: 4_000, health_wounds: 20 }).where('character_id', '=', medic!.id).execute();
    const here = (await as(medic!, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
    const session = (await as(medic!, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id })).json<StartCombatResponse>().session;
    const kit = await give(medic!, 'Field Medkit');
    const used = await as(medic!, 'POST', `/api/swg-combat/session/${session.id}/action`, { action: 'use_item', item_id: kit, turn_number: session.turn_number });
    expect(used.statusCode, used.body).toBe(200);
    // 60 × 1.02 = 61 health, 30 of it closing the 20 wounds; action and mind 30 each.
    expect(used.json<CombatActionResponse>().results[0]).toMatchObject({ action: 'use_item', healed: { health: 61, action: 30, mind: 30 } });
    const after = await combatOf(medic!);
    expect(after.health_wounds).toBe(0);
    expect(await medicalOf(medic!)).toBe(61 + 30 + 30 + 20);
    expect(await itemsOf(medic!)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { craftingMessages as say, type CraftingState, type CraftResponse, type VendorsState } from '../../src/shared/api';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function startArtisan(trader: Trader): Promise<void> {
  const profession = await db().selectFrom('professions').select('id').where('key', '=', 'artisan').executeTakeFirstOrThrow();
  const started = await as(trader, 'POST', `/api/swg-skills/character/${trader.id}/start-profession`, { profession_id: profession.id });
  expect(started.statusCode, started.body).toBe(200);
}

/** Gives the character a stack of `units` metal of quality 500, as a harvest would. */
async function giveMetal(trader: Trader, units: number): Promise<number> {
  const row = await db()
    .insertInto('resource_stacks')
    .values({ character_id: trader.id, spawn_key: `test:${trader.id}:${units}:${Math.random()}`, kind: 'metal', name: 'Testite ore', quality: 500, units })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const itemsOf = (characterId: number) => db().selectFrom('items').select(['id', 'crafter_name']).where('character_id', '=', characterId).where('crafter_name', 'is not', null).execute();

async function craftKnife(trader: Trader, stackId: number) {
  return as(trader, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [stackId] });
}

/** Crafts a Trader's Booth (the Artisan's stall structure) and places it on a lot where the seller stands. */
async function placeBooth(seller: Trader): Promise<void> {
  const booth = await as(seller, 'POST', '/api/crafting/craft', { schematic_key: 'traders_booth', stack_ids: [await giveMetal(seller, 2)] });
  expect(booth.statusCode, booth.body).toBe(200);
  const placed = await as(seller, 'POST', '/api/vendors/structure', { item_id: (booth.json() as CraftResponse).item.id });
  expect(placed.statusCode, placed.body).toBe(200);
}

async function stallWithKnife(seller: Trader, price: number): Promise<number> {
  await startArtisan(seller);
  const crafted = await craftKnife(seller, await giveMetal(seller, 2));
  expect(crafted.statusCode, crafted.body).toBe(200);
  const itemId = (crafted.json() as CraftResponse).item.id;
  await placeBooth(seller);
  expect((await as(seller, 'POST', '/api/vendors/stall', { name: 'Forge Corner' })).statusCode).toBe(200);
  const listed = await as(seller, 'POST', '/api/vendors/list', { item_id: itemId, price });
  expect(listed.statusCode, listed.body).toBe(200);
  return itemId;
}

describe('crafting', () => {
  it('refuses a schematic not learned, a deposit out of reach and bad input, changing nothing', async () => {
    const [novice] = await newTraders(ctx, 1);
    const stack = await giveMetal(novice!, 2);
    const unknown = await craftKnife(novice!, stack);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(say.noSchematic);
    const far = await as(novice!, 'POST', '/api/crafting/harvest', { spawn_key: '999999:1:0' });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(say.noSuchDeposit);
    const bad = await as(novice!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.stack_ids).toBeDefined();
    expect(await db().selectFrom('resource_stacks').select('units').where('id', '=', stack).executeTakeFirst()).toEqual({ units: 2 });
    expect(await itemsOf(novice!.id)).toEqual([]);
  });

  it('a new Artisan surveys, harvests, crafts an item carrying its name, and learns the next skill with the experience', async () => {
    const [artisan] = await newTraders(ctx, 1);
    await startArtisan(artisan!);
    const state = (await as(artisan!, 'GET', '/api/crafting')).json() as CraftingState;
    expect(state.schematics.map((s) => s.key)).toEqual(['survival_knife', 'field_ration', 'traders_booth']);
    expect(state.deposits.map((d) => d.kind).sort()).toEqual(['metal', 'organic']);
    const metal = state.deposits.find((d) => d.kind === 'metal')!;

    const harvested = await as(artisan!, 'POST', '/api/crafting/harvest', { spawn_key: metal.key });
    expect(harvested.statusCode, harvested.body).toBe(200);
    const stacks = (harvested.json() as CraftingState).resources;
    expect(stacks).toEqual([expect.objectContaining({ kind: 'metal', quality: metal.quality, units: metal.harvest_units })]);
    const again = await as(artisan!, 'POST', '/api/crafting/harvest', { spawn_key: metal.key });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(say.alreadyHarvested);

    const crafted = await craftKnife(artisan!, stacks[0]!.id);
    expect(crafted.statusCode, crafted.body).toBe(200);
    const craft = crafted.json() as CraftResponse;
    expect(craft.item.meta_data.crafted_by).toMatch(/^Trader /);
    expect(craft.stages.experiment_points).toBe(2);
    expect(craft.experience.type).toBe('crafting');
    expect(craft.experience.amount).toBeGreaterThanOrEqual(100);
    expect(craft.resources.reduce((sum, s) => sum + s.units, 0)).toBe(metal.harvest_units - 2);

    const next = await db().selectFrom('skills').select('id').where('key', '=', 'artisan.tree1.1').executeTakeFirstOrThrow();
    const learned = await as(artisan!, 'POST', `/api/swg-skills/character/${artisan!.id}/learn-skill`, { skill_id: next.id });
    expect(learned.statusCode, learned.body).toBe(200);
  });

  it('two crafts at once on the last units of a resource make one item', async () => {
    const [artisan] = await newTraders(ctx, 1);
    await startArtisan(artisan!);
    const stack = await giveMetal(artisan!, 2);
    const results = await Promise.all([craftKnife(artisan!, stack), craftKnife(artisan!, stack)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await itemsOf(artisan!.id)).toHaveLength(1);
    expect(await db().selectFrom('resource_stacks').select('id').where('id', '=', stack).execute()).toEqual([]);
  });
});

describe('vendor stalls', () => {
  it('a crafter without a stall structure on a lot of its own here is refused a stall, changing nothing', async () => {
    const [crafter] = await newTraders(ctx, 1);
    await startArtisan(crafter!);
    const noStructure = await as(crafter!, 'POST', '/api/vendors/stall', { name: 'Bare Ground' });
    expect(noStructure.statusCode).toBe(422);
    expect(noStructure.json().message).toBe(say.needStallStructure);
    expect((await as(crafter!, 'GET', '/api/vendors')).json()).toMatchObject({ own: null, can_place: false, structures: [] });
  });

  it('a crafter lists a crafted item; another player buys it: credits through the ledger, the item changes owner', async () => {
    const [seller, buyer, stranger] = await newTraders(ctx, 3);
    const refusedStall = await as(stranger!, 'POST', '/api/vendors/stall', { name: 'No Skill' });
    expect(refusedStall.statusCode).toBe(422);
    expect(refusedStall.json().message).toBe(say.notCrafter);

    const itemId = await stallWithKnife(seller!, 500);
    const view = (await as(buyer!, 'GET', '/api/vendors')).json() as VendorsState;
    expect(view.stalls.map((s) => s.listings.map((l) => [l.item.id, l.price]))).toEqual([[[itemId, 500]]]);
    expect(view.stalls[0]?.listings[0]?.item.meta_data.crafted_by).toBeDefined();

    const [sellerBefore, buyerBefore] = [await creditsOf(db(), seller!.id), await creditsOf(db(), buyer!.id)];
    expect((await as(seller!, 'POST', '/api/vendors/buy', { item_id: itemId })).json().message).toBe(say.ownListing);
    const bought = await as(buyer!, 'POST', '/api/vendors/buy', { item_id: itemId });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await creditsOf(db(), seller!.id)).toBe(sellerBefore + 500);
    expect(await creditsOf(db(), buyer!.id)).toBe(buyerBefore - 500);
    expect(await db().selectFrom('items').select('character_id').where('id', '=', itemId).executeTakeFirst()).toEqual({ character_id: buyer!.id });
    expect((bought.json() as VendorsState).stalls[0]?.listings).toEqual([]);
    await expectEveryLedgerToReplay(db());
  });

  it('a seller who equips a listed item takes it off the stall: no buyer is offered it', async () => {
    const [seller, buyer] = await newTraders(ctx, 2);
    const itemId = await stallWithKnife(seller!, 400);
    const equipped = await as(seller!, 'POST', '/api/equipment/equip', { item_id: itemId });
    expect(equipped.statusCode, equipped.body).toBe(200);
    const view = (await as(buyer!, 'GET', '/api/vendors')).json() as VendorsState;
    expect(view.stalls.flatMap((stall) => stall.listings)).toEqual([]);
    const bought = await as(buyer!, 'POST', '/api/vendors/buy', { item_id: itemId });
    expect(bought.json().message).toBe(say.notListed);
  });

  it('two buyers of the last item at once: one gets it, the other is refused, nothing duplicated', async () => {
    const [seller, first, second] = await newTraders(ctx, 3);
    const itemId = await stallWithKnife(seller!, 300);
    const before = await Promise.all([seller, first, second].map((t) => creditsOf(db(), t!.id)));
    const results = await Promise.all([first, second].map((t) => as(t!, 'POST', '/api/vendors/buy', { item_id: itemId })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = results[0]!.statusCode === 200 ? first! : second!;
    expect(await db().selectFrom('items').select('character_id').where('id', '=', itemId).execute()).toEqual([{ character_id: winner.id }]);
    const after = await Promise.all([seller, first, second].map((t) => creditsOf(db(), t!.id)));
    expect(after[0]).toBe(before[0]! + 300);
    expect(after.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0));
    await expectEveryLedgerToReplay(db());
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CraftingState, CraftResponse } from '../../src/shared/api';
import { spawnWindow } from '../../src/shared/rules/crafting/resourceSpawns';
import { windowEnd } from '../../src/shared/rules/crafting/spawnExpiry';
import { spawnExpiryTask } from '../../src/server/domains/crafting/spawnExpiryTask';
import { regenerationRateSql } from '../../src/server/kernel/entertainmentBuff';
import { giveResource, startProfession } from '../support/crafters';
import { as, newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

describe('crafted meals and expiring deposits (issue 38)', () => {
  it('eating a crafted meal leaves the buff its craft made, and recovery runs faster while it lasts', async () => {
    const [cook] = await newTraders(ctx, 1);
    await startProfession(ctx, cook!, 'artisan');
    const crafted = await as(cook!, 'POST', '/api/crafting/craft', { schematic_key: 'field_ration', stack_ids: [await giveResource(ctx, cook!, 'organic', 2)], experiment: { duration: 2 } });
    expect(crafted.statusCode, crafted.body).toBe(200);
    const item = (crafted.json() as CraftResponse).item;
    const minutes = Number(item.meta_data.buff_minutes);
    const percent = Number(item.meta_data.buff_percent);
    const rate = async (at: Date) => (await db().selectNoFrom(regenerationRateSql(sql.lit(cook!.id), at).as('rate')).executeTakeFirstOrThrow()).rate;
    expect(await rate(ctx.clock.now())).toBe(1);

    const eaten = await as(cook!, 'POST', '/api/inventory/use', { item_id: item.id });
    expect(eaten.statusCode, eaten.body).toBe(200);
    expect(eaten.json().message).toBe(`You eat Field Ration: well fed: recovery +${percent}% for ${minutes} minutes.`);
    expect(await db().selectFrom('items').select('id').where('id', '=', item.id).execute()).toEqual([]);
    expect(await rate(ctx.clock.now())).toBeCloseTo(1 + percent / 100, 5);
    expect(await rate(new Date(ctx.clock.now().getTime() + minutes * 60_000 + 1))).toBe(1);
  });

  it('warns a harvester once per deposit in its last 30 minutes, naming it and the place', async () => {
    const [harvester, bystander] = await newTraders(ctx, 2);
    const state = (await as(harvester!, 'GET', '/api/crafting')).json() as CraftingState;
    const deposit = state.deposits[0]!;
    expect((await as(harvester!, 'POST', '/api/crafting/harvest', { spawn_key: deposit.key })).statusCode).toBe(200);
    const tick = () => spawnExpiryTask.run({ db: db(), now: ctx.clock.now(), elapsedMs: 60_000, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });
    const warnings = (id: number) => db().selectFrom('captains_log_entries').select('message').where('character_id', '=', id).where('event', '=', 'CraftingUpdated').execute();

    await tick();
    const end = windowEnd(spawnWindow(ctx.clock.now()));
    if (end.getTime() - ctx.clock.now().getTime() > 30 * 60_000) expect(await warnings(harvester!.id)).toEqual([]);
    ctx.clock.advance(end.getTime() - ctx.clock.now().getTime() - 20 * 60_000);
    await tick();
    await tick();
    // Once per deposit: the harvested one, and the others its survey showed (a surveyor is warned too).
    const heard = (await warnings(harvester!.id)).map((w) => w.message);
    expect(heard.filter((m) => m === `${deposit.name} in ${state.district!.name} expires in 20 minutes: harvest what you need before the ground changes.`)).toHaveLength(1);
    expect(heard).toHaveLength(state.deposits.length);
    expect(await warnings(bystander!.id)).toEqual([]);
  });
});

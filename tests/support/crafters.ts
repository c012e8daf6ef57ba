import { expect } from 'vitest';
import type { ResourceKind } from '../../src/shared/rules/crafting/resourceSpawns';
import { as, type Trader } from './marketTraders';
import type { TestContext } from './testApp';

/** Starts the character on a profession (by key) through the skills call a player makes. */
export async function startProfession(ctx: TestContext, trader: Trader, key: string): Promise<void> {
  const profession = await ctx.database.db.selectFrom('professions').select('id').where('key', '=', key).executeTakeFirstOrThrow();
  const started = await as(trader, 'POST', `/api/swg-skills/character/${trader.id}/start-profession`, { profession_id: profession.id });
  expect(started.statusCode, started.body).toBe(200);
}

/** Gives the character a carried stack of a resource, as a harvest would; returns the stack's id. */
export async function giveResource(ctx: TestContext, trader: Trader, kind: ResourceKind, units: number, quality = 500): Promise<number> {
  const row = await ctx.database.db
    .insertInto('resource_stacks')
    .values({ character_id: trader.id, spawn_key: `test:${kind}:${Math.random()}`, kind, name: `Test ${kind}`, quality, units })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

import { describe, expect, it } from 'vitest';
import type { CraftingState, CraftResponse } from '../../src/shared/api';
import { giveResource, startProfession } from '../support/crafters';
import { as, newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('crafting: experimentation the player places, and schematics above novice', () => {
  it('places every point on damage: the knife hits harder and is worth no more than an unexperimented one', async () => {
    const [smith] = await newTraders(ctx, 1);
    await startProfession(ctx, smith!, 'artisan');
    const plain = (await as(smith!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [await giveResource(ctx, smith!, 'metal', 2)], experiment: {} })).json() as CraftResponse;
    const sharp = await as(smith!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [await giveResource(ctx, smith!, 'metal', 2)], experiment: { damage: 2 } });
    expect(sharp.statusCode, sharp.body).toBe(200);
    const craft = sharp.json() as CraftResponse;
    expect(craft.stages.experiment).toEqual({ damage: 2 });
    expect(craft.item.meta_data.damage).toEqual({ min: plain.item.meta_data.damage!.min + 2, max: plain.item.meta_data.damage!.max + 2 });
    expect(craft.item.meta_data.price).toBe(plain.item.meta_data.price);
    expect(craft.stages.quality).toBeCloseTo(plain.stages.quality + 0.08, 4);
  });

  it('refuses over-spent points with a field error, changing nothing', async () => {
    const [smith] = await newTraders(ctx, 1);
    await startProfession(ctx, smith!, 'artisan');
    const stack = await giveResource(ctx, smith!, 'metal', 2);
    const over = await as(smith!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [stack], experiment: { damage: 2, value: 1 } });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'You have 2 experimentation points; you placed 3.', errors: { experiment: ['You have 2 experimentation points; you placed 3.'] } });
    const wrong = await as(smith!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [stack], experiment: { protection: 1 } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['experiment.protection']).toBeDefined();
    const negative = await as(smith!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [stack], experiment: { damage: -1 } });
    expect(negative.statusCode).toBe(422);
    expect(await ctx.database.db.selectFrom('resource_stacks').select('units').where('id', '=', stack).executeTakeFirst()).toEqual({ units: 2 });
    expect(await ctx.database.db.selectFrom('items').select('id').where('character_id', '=', smith!.id).where('crafter_name', 'is not', null).execute()).toEqual([]);
  });

  it('learning a tree skill grants its schematic; a meal placed on duration keeps its buff longer', async () => {
    const [chef] = await newTraders(ctx, 1);
    await startProfession(ctx, chef!, 'artisan');
    const before = (await as(chef!, 'GET', '/api/crafting')).json() as CraftingState;
    expect(before.schematics.map((s) => s.key)).not.toContain('generic_servo');
    // A first knife earns the 100 crafting experience the first tree skill needs.
    expect((await as(chef!, 'POST', '/api/crafting/craft', { schematic_key: 'survival_knife', stack_ids: [await giveResource(ctx, chef!, 'metal', 2)] })).statusCode).toBe(200);
    const skill = await ctx.database.db.selectFrom('skills').select('id').where('key', '=', 'artisan.tree1.1').executeTakeFirstOrThrow();
    const learned = await as(chef!, 'POST', `/api/swg-skills/character/${chef!.id}/learn-skill`, { skill_id: skill.id });
    expect(learned.statusCode, learned.body).toBe(200);
    const after = (await as(chef!, 'GET', '/api/crafting')).json() as CraftingState;
    expect(after.schematics.map((s) => s.key)).toContain('generic_servo');

    const meal = await as(chef!, 'POST', '/api/crafting/craft', { schematic_key: 'field_ration', stack_ids: [await giveResource(ctx, chef!, 'organic', 2)], experiment: { duration: 2 } });
    expect(meal.statusCode, meal.body).toBe(200);
    const plain = await as(chef!, 'POST', '/api/crafting/craft', { schematic_key: 'field_ration', stack_ids: [await giveResource(ctx, chef!, 'organic', 2)], experiment: {} });
    const minutes = (r: typeof meal) => Number((r.json() as CraftResponse).item.meta_data.buff_minutes);
    expect(minutes(meal)).toBe(minutes(plain) + 2);
    expect((meal.json() as CraftResponse).item.meta_data.effect).toMatch(/^Heals \d+ health; well fed: recovery \+\d+% for \d+ minutes\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import { characterOf } from '../support/itemShopper';
import { newCaptain } from '../support/shipCaptain';
import { giveExperience, professionIds, setPointsUsed, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe("the Character's pending training", () => {
  it('counts the skills of started professions the character could learn now, and follows experience, learning and points', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const calls = skillCalls(captain);
    const pending = async () => (await characterOf(captain)).pending_training;
    expect(await pending()).toBe(0);

    const trader = await professionIds(ctx.database.db, 'trader');
    expect((await calls.start(trader.id)).statusCode).toBe(200);
    // Started, but no tree's first skill has its 100 trading experience yet.
    expect(await pending()).toBe(0);

    // 100 trading experience opens the first skill of the three trading trees (Logistics needs pilot).
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 100);
    expect(await pending()).toBe(3);
    await giveExperience(ctx.database.db, captain.characterId, 'pilot', 100);
    expect(await pending()).toBe(4);

    // Learning one leaves the others; its next skill waits for 400 experience.
    expect((await calls.learn(trader.skill('tree1.1'))).statusCode).toBe(200);
    expect(await pending()).toBe(3);
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 400);
    expect(await pending()).toBe(4);

    // Points run out: nothing is ready any more.
    await setPointsUsed(ctx.database.db, captain.characterId, 250);
    expect(await pending()).toBe(0);
  });
});

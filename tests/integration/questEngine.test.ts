import { describe, expect, it } from 'vitest';
import type { Character } from '../../src/shared/api';
import { characterOf, giveItem } from '../support/itemShopper';
import { logLines, missionsOf, progressOf, report, startQuestByKey } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { giveExperience, professionIds, setPointsUsed, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';
import { seedContent } from '../../src/server/db/seed/seedContent';
import { QUEST_CONTENT_VERSION } from '../../src/server/db/seed/quests/seedQuests';

const ctx = useTestApp();

/** The captain's item of this template (the newest), by name. */
async function itemOf(captain: Captain, name: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('items as i')
    .innerJoin('item_templates as t', 't.id', 'i.item_template_id')
    .select('i.id')
    .where('i.character_id', '=', captain.characterId)
    .where('t.name', '=', name)
    .orderBy('i.id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bonusOf(characterId: number): Promise<number> {
  const row = await ctx.database.db.selectFrom('characters').select('bonus_skill_points').where('id', '=', characterId).executeTakeFirstOrThrow();
  return row.bonus_skill_points;
}

describe('quest content', () => {
  // First in the file: it removes Gear Up before any run points at it.
  it('a new content version adds the quests a database seeded before lacks, at the end of their chain', async () => {
    const db = ctx.database.db;
    const chain = async () => db.selectFrom('quests').select(['id', 'key', 'chain_order', 'previous_quest_id']).where('chain_id', '=', 'tutorial').orderBy('chain_order').execute();
    const seeded = await chain();
    expect(seeded.slice(-2).map((q) => q.key)).toEqual(['combat_basics', 'gear_up']);
    await db.deleteFrom('quests').where('key', '=', 'gear_up').execute();
    await db.deleteFrom('seed_runs').where('name', '=', `quests-v${QUEST_CONTENT_VERSION}`).execute();
    const total = await db.selectFrom('quests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedContent(db, 'test')).toEqual([`quests-v${QUEST_CONTENT_VERSION}`]);
    const again = await chain();
    expect(again.slice(0, -1)).toEqual(seeded.slice(0, -1));
    expect(again.at(-1)).toMatchObject({ key: 'gear_up', chain_order: seeded.at(-1)!.chain_order, previous_quest_id: seeded.at(-2)!.id });
    const after = await db.selectFrom('quests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(total.n) + 1);
  });
});

describe('quest engine: equip steps', () => {
  it('First Blood leads to Gear Up, whose step advances once when the Service Blaster is equipped (not another item, not twice)', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await startQuestByKey(db, captain.characterId, 'combat_basics');
    // The fight won completes First Blood by itself, which opens Gear Up.
    await report(db, ctx.app.broadcaster, captain.characterId, { mission: 'combat_victory', progress: { enemy_id: 1, enemy_level: 1, super_area_id: null } });
    expect((await missionsOf(captain)).has('First Blood')).toBe(false);
    expect(progressOf((await missionsOf(captain)).get('Gear Up'))).toEqual([0]);

    const knife = await giveItem(db, captain, 'Vibro-Knife');
    expect((await captain.post('/api/equipment/equip', { item_id: knife })).statusCode).toBe(200);
    expect(progressOf((await missionsOf(captain)).get('Gear Up'))).toEqual([0]);

    const blaster = await itemOf(captain, 'Service Blaster');
    const equipped = await captain.post('/api/equipment/equip', { item_id: blaster, slot: 'weapon' });
    expect(equipped.statusCode, equipped.body).toBe(200);
    // The one step done, Gear Up completes itself in the equip's transaction.
    expect((await missionsOf(captain)).has('Gear Up')).toBe(false);
    // Off and on again: no second step event is logged, and the reward is paid once.
    expect((await captain.post('/api/equipment/unequip', { slot: 'weapon' })).statusCode).toBe(200);
    expect((await captain.post('/api/equipment/equip', { item_id: blaster })).statusCode).toBe(200);
    expect((await logLines(db, captain.characterId, 'MissionStepUpdated')).filter((line) => line.startsWith('Gear Up'))).toEqual(['Gear Up: Equip the Service Blaster (1/1).']);
    expect((await logLines(db, captain.characterId, 'MissionCompleted')).filter((line) => line.includes('Gear Up'))).toEqual(['Mission completed: Gear Up. Reward: 500 credits.']);
  });

  it('a refused equip advances nothing', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    await startQuestByKey(db, captain.characterId, 'gear_up');
    const blaster = await giveItem(db, captain, 'Service Blaster');
    expect((await captain.post('/api/equipment/equip', { item_id: blaster, slot: 'head' })).statusCode).toBe(422);
    expect(progressOf((await missionsOf(captain)).get('Gear Up'))).toEqual([0]);
  });
});

describe('quest engine: skill-point rewards', () => {
  it('pays the skill points once when the equip completes Gear Up, and the Character and the skills limit count them', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const runId = await startQuestByKey(db, captain.characterId, 'gear_up');
    const blaster = await giveItem(db, captain, 'Service Blaster');
    expect((await captain.post('/api/equipment/equip', { item_id: blaster })).statusCode).toBe(200);

    // Completed by the equip: every Complete after it is refused and pays nothing more.
    const answers = await Promise.all(Array.from({ length: 20 }, () => captain.post(`/api/missions/${runId}/complete`)));
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(20);
    expect(await bonusOf(captain.characterId)).toBe(10);
    expect(await logLines(db, captain.characterId, 'SkillPointsAwarded')).toContain('Quest reward: 10 skill points (Gear Up).');

    const character: Character = await characterOf(captain);
    expect(character.available_skill_points).toBe(260);
    const calls = skillCalls(captain);
    expect((await calls.summary()).json().skill_points).toEqual({ used: 0, total: 260 });

    // The limit is 250 + bonus: past 250 a learn still fits, and the points run out at 260.
    const trader = await professionIds(db, 'trader');
    expect((await calls.start(trader.id)).statusCode).toBe(200);
    await giveExperience(db, captain.characterId, 'trading', 10_000);
    const cost = trader.costOf('tree1.1');
    await setPointsUsed(db, captain.characterId, 260 - cost);
    const learned = await calls.learn(trader.skill('tree1.1'));
    expect(learned.statusCode, learned.body).toBe(200);
    expect(learned.json().skill_points).toEqual({ used: 260, total: 260 });
    expect((await characterOf(captain)).available_skill_points).toBe(0);
    const over = await calls.learn(trader.skill('tree2.1'));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatch(/^Not enough skill points: it costs \d+ and you have 0 left\.$/);
  });
});

describe('quest engine: timed quests lapse', () => {
  it('the galaxy clock turns a run past its time limit into abandoned in its tick; the repeatable quest can be taken again', async () => {
    const db = ctx.database.db;
    const captain = await newCaptain(ctx.app, db);
    const journal = async () => (await captain.get('/api/quest-progress/')).json().quests as { id: number; key: string; status: string; time_remaining: number | null; mission_id: number | null }[];
    const tank = (await journal()).find((q) => q.key === 'tank_check')!;
    expect((await captain.post(`/api/quest-progress/start/${tank.id}`)).statusCode).toBe(200);
    const started = (await journal()).find((q) => q.key === 'tank_check')!;
    expect(started).toMatchObject({ status: 'active', time_remaining: 12 * 3600 });
    const runId = started.mission_id!;

    // One second before the limit, the tick leaves it alone.
    ctx.clock.advance(12 * 3600 * 1000 - 1000);
    await ctx.app.galaxyClock.tick();
    expect((await journal()).find((q) => q.key === 'tank_check')).toMatchObject({ status: 'active', time_remaining: 1 });

    ctx.clock.advance(1000);
    await ctx.app.galaxyClock.tick();
    const run = await db.selectFrom('character_quests').select(['status', 'rewards_claimed']).where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'abandoned', rewards_claimed: false });
    // Untimed runs (the tutorial's first mission) stay active.
    expect([...(await missionsOf(captain)).keys()]).toEqual(['Trading Basics']);
    const complete = await captain.post(`/api/missions/${runId}/complete`);
    expect(complete.statusCode).toBe(422);
    expect(complete.json().message).toBe('Tank Check is already abandoned.');

    const again = (await journal()).find((q) => q.key === 'tank_check')!;
    expect(again.status).toBe('available');
    expect((await captain.post(`/api/quest-progress/start/${tank.id}`)).statusCode).toBe(200);
    expect((await journal()).find((q) => q.key === 'tank_check')).toMatchObject({ status: 'active', time_remaining: 12 * 3600 });
  });
});

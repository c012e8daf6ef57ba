import { describe, expect, it } from 'vitest';
import { professionFactor, skillPointCost } from '../../src/shared/rules/skills/skillTiers';
import { newCaptain } from '../support/shipCaptain';
import { giveExperience, learnedSkills, professionIds, setPointsUsed, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function pointsUsed(characterId: number): Promise<number> {
  const row = await ctx.database.db.selectFrom('characters').select('skill_points_used').where('id', '=', characterId).executeTakeFirstOrThrow();
  return row.skill_points_used;
}

describe('skills and professions', () => {
  it('lists the professions with their trees, costs from the tiers and factors, and the Force behind its quest line', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const list = await captain.get('/api/swg-skills/professions');
    expect(list.statusCode, list.body).toBe(200);
    const professions = list.json().professions as { id: number; name: string; factor: number; skill_trees: { skills: { skill_points_required: number; skill_type: string }[] }[]; master_skill: { skill_points_required: number }; prerequisites: { label: string }[]; total_cost: number }[];
    const names = professions.map((p) => p.name);
    for (const name of ['Trader', 'Merchant', 'Smuggler', 'Pilot', 'Navigator', 'Jedi', 'Sith', 'Bounty Hunter', 'Artisan', 'Marksman']) expect(names).toContain(name);
    for (const profession of professions) {
      expect(profession.factor).toBe(professionFactor(profession.name));
      expect(profession.skill_trees).toHaveLength(4);
      for (const tree of profession.skill_trees) {
        expect(tree.skills.map((s) => s.skill_type)).toEqual(['novice', 'basic', 'intermediate', 'advanced']);
        expect(tree.skills.map((s) => s.skill_points_required)).toEqual(['novice', 'basic', 'intermediate', 'advanced'].map((t) => skillPointCost(t as 'novice', profession.factor)));
      }
      expect(profession.master_skill.skill_points_required).toBe(skillPointCost('master', profession.factor));
    }
    const jedi = professions.find((p) => p.name === 'Jedi');
    expect(jedi?.prerequisites.map((p) => p.label)).toEqual(['Complete the Jedi Path quest line in Missions']);
    expect(jedi?.total_cost).toBe(2 + 4 * (2 + 4 + 6 + 8) + 10);

    const one = await captain.get(`/api/swg-skills/profession/${jedi?.id}`);
    expect(one.json().skill_trees).toHaveLength(4);
    expect((await captain.get('/api/swg-skills/profession/999999')).statusCode).toBe(404);
  });

  it('starts a profession (its novice skill learned at once), learns a skill, and shows both on the summary', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const calls = skillCalls(captain);
    const trader = await professionIds(ctx.database.db, 'trader');
    const started = await calls.start(trader.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ success: true, profession: { name: 'Trader', skills_learned: 1, skills_total: 18 }, skill: { name: 'Novice Trader' }, skill_points: { used: 1, total: 250 } });

    await giveExperience(ctx.database.db, captain.characterId, 'trading', 150);
    const learned = await calls.learn(trader.skill('tree1.1'));
    expect(learned.statusCode, learned.body).toBe(200);
    expect(learned.json()).toMatchObject({ success: true, skill: { name: 'Bargaining I' }, skill_points: { used: 2, total: 250 } });

    const summary = (await calls.summary()).json();
    expect(summary.skill_points).toEqual({ used: 2, total: 250 });
    expect(summary.professions).toEqual([expect.objectContaining({ name: 'Trader', skills_learned: 2, progress: 11.1, mastered: false })]);
    expect(summary.skills.map((s: { name: string }) => s.name)).toEqual(['Novice Trader', 'Bargaining I']);
    expect(summary.experience).toEqual([{ experience_type: 'trading', current_amount: 150, total_earned: 150 }]);
    expect(summary.modifiers.trade_price_bonus).toBeCloseTo(0.03);

    // Learning another profession's novice skill starts that profession with it.
    const pilot = await professionIds(ctx.database.db, 'pilot');
    const novice = await calls.learn(pilot.skill('novice'));
    expect(novice.statusCode, novice.body).toBe(200);
    expect(novice.json()).toMatchObject({ skill: { name: 'Novice Pilot' }, skill_points: { used: 3 } });
    expect((await calls.summary()).json().professions.map((p: { name: string }) => p.name)).toEqual(['Trader', 'Pilot']);

    // The captain's log keeps both.
    const log = await ctx.database.db.selectFrom('captains_log_entries').select(['event', 'message']).where('character_id', '=', captain.characterId).where('event', '=', 'SkillPointsAwarded').orderBy('id').execute();
    expect(log.map((e) => e.message)).toEqual([
      'Started the Trader profession: learned Novice Trader for 1 skill point.',
      'Learned Bargaining I (Trader) for 1 skill point.',
      'Started the Pilot profession: learned Novice Pilot for 1 skill point.',
    ]);
  });

  it("refuses with the spec's reasons and changes nothing", async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const calls = skillCalls(captain);
    const trader = await professionIds(ctx.database.db, 'trader');
    const jedi = await professionIds(ctx.database.db, 'jedi');

    const force = await calls.start(jedi.id);
    expect(force.statusCode).toBe(422);
    expect(force.json().error).toBe('Prerequisites not met: Complete the Jedi Path quest line in Missions.');

    const unstarted = await calls.learn(trader.skill('tree1.1'));
    expect(unstarted.statusCode).toBe(422);
    expect(unstarted.json().error).toBe('Not enough trading experience: it needs 100 and you have 0. Prerequisites not met: Novice Trader.');

    expect((await calls.start(trader.id)).statusCode).toBe(200);
    const again = await calls.start(trader.id);
    expect(again.json().error).toBe('You have already started this profession.');
    const twice = await calls.learn(trader.skill('novice'));
    expect(twice.json().error).toBe('You have already started this profession.');

    // Experience one short of what Bargaining I needs.
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 99);
    const short = await calls.learn(trader.skill('tree1.1'));
    expect(short.json().error).toBe('Not enough trading experience: it needs 100 and you have 99.');

    // Points: 249 used leaves 1, exactly the cost; 250 leaves none.
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 100);
    await setPointsUsed(ctx.database.db, captain.characterId, 250);
    const full = await calls.learn(trader.skill('tree1.1'));
    expect(full.json().error).toBe('Not enough skill points: it costs 1 and you have 0 left.');
    const before = await learnedSkills(ctx.database.db, captain.characterId);
    const missing = await calls.learn(99_999_999);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.skill_id).toEqual(['That skill does not exist.']);
    expect(await learnedSkills(ctx.database.db, captain.characterId)).toEqual(before);
    expect(await pointsUsed(captain.characterId)).toBe(250);

    await setPointsUsed(ctx.database.db, captain.characterId, 249);
    expect((await calls.learn(trader.skill('tree1.1'))).statusCode).toBe(200);
    expect(await pointsUsed(captain.characterId)).toBe(250);
  });

  it('lets 20 concurrent learns spend at most the 250 points', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const calls = skillCalls(captain);
    const trader = await professionIds(ctx.database.db, 'trader');
    expect((await calls.start(trader.id)).statusCode).toBe(200);
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 10_000);
    await giveExperience(ctx.database.db, captain.characterId, 'pilot', 10_000);
    await giveExperience(ctx.database.db, captain.characterId, 'social', 10_000);
    // 20 learnable... the first skill of each tree and more: 4 points left, far less than they cost together.
    await setPointsUsed(ctx.database.db, captain.characterId, 246);
    const firsts = [1, 2, 3, 4].map((t) => trader.skill(`tree${t}.1`));
    const attempts = Array.from({ length: 20 }, (_, i) => firsts[i % 4] as number);
    const answers = await Promise.all(attempts.map((id) => calls.learn(id)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(await pointsUsed(captain.characterId)).toBe(250);
    const learned = await learnedSkills(ctx.database.db, captain.characterId);
    expect(learned).toHaveLength(5);
  });

  it('acts only for the character in the path', async () => {
    const owner = await newCaptain(ctx.app, ctx.database.db);
    const intruder = await newCaptain(ctx.app, ctx.database.db);
    const trader = await professionIds(ctx.database.db, 'trader');
    const base = `/api/swg-skills/character/${owner.characterId}`;
    expect((await intruder.get(`${base}/summary`)).statusCode).toBe(403);
    expect((await intruder.post(`${base}/start-profession`, { profession_id: trader.id })).statusCode).toBe(403);
    expect(await learnedSkills(ctx.database.db, owner.characterId)).toEqual([]);
    const stranger = await intruder.visitor.request({ method: 'GET', url: `${base}/summary`, headers: { cookie: '' } });
    expect([401, 403]).toContain(stranger.statusCode);
  });
});

describe('skill advice', () => {
  it('recommends what the character does most, with a reason, and plans the 250 points around it', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const calls = skillCalls(captain);
    const newcomer = (await calls.recommendations()).json().recommendations as { skill_name: string; action: string; reason: string }[];
    expect(newcomer.length).toBeGreaterThan(0);
    expect(newcomer.every((r) => r.action === 'start_profession')).toBe(true);

    const pilot = await professionIds(ctx.database.db, 'pilot');
    expect((await calls.start(pilot.id)).statusCode).toBe(200);
    await giveExperience(ctx.database.db, captain.characterId, 'pilot', 5000);
    await giveExperience(ctx.database.db, captain.characterId, 'trading', 500);
    const advice = (await calls.recommendations()).json().recommendations as { skill_name: string; profession_name: string; action: string; reason: string }[];
    expect(advice[0]).toMatchObject({ profession_name: expect.stringMatching(/Pilot|Navigator/), reason: expect.stringContaining('91% of your experience is pilot experience (5,000 earned), and this builds on it.') });

    const plan = (await calls.optimal()).json() as { allocation: { profession: string; points: number; skill_ids: number[] }[]; total_points: number; score: number };
    expect(plan.total_points).toBeLessThanOrEqual(250);
    expect(plan.allocation.reduce((sum, e) => sum + e.points, 0)).toBe(plan.total_points);
    expect(plan.allocation.find((e) => e.profession === 'Pilot')?.skill_ids).toContain(pilot.skill('novice'));
    expect(plan.allocation[0]?.profession).toMatch(/Pilot|Navigator|Shipwright|Smuggler|Trader/);
    expect(plan.score).toBeGreaterThan(0);
  });
});

describe('a retried learn', () => {
  it('gets the first answer back for the same Idempotency-Key and learns nothing twice', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const trader = await professionIds(ctx.database.db, 'trader');
    const send = () =>
      captain.visitor.request({
        method: 'POST',
        url: `/api/swg-skills/character/${captain.characterId}/start-profession`,
        payload: { profession_id: trader.id },
        headers: { 'idempotency-key': `start-${captain.characterId}` },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await pointsUsed(captain.characterId)).toBe(1);
  });
});

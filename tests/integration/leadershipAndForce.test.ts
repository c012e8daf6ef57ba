import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatCharacterData, CombatOpponentsResponse, CombatSessionDetail, StartCombatResponse } from '../../src/shared/api';
import { forceExperience } from '../../src/shared/rules/combat/forceAbilities';
import { leadershipExperience } from '../../src/shared/rules/party/leadership';
import type { ExperienceType } from '../../src/shared/rules/experienceTypes';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { partyOf } from '../support/partyOf';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function startFight(trader: Trader): Promise<CombatSessionDetail> {
  const here = (await as(trader, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
  const started = await as(trader, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<StartCombatResponse>().session;
}

const join = (trader: Trader, sessionId: number) => as(trader, 'POST', `/api/swg-combat/session/${sessionId}/join`);
const act = (trader: Trader, sessionId: number, turn: number, ability?: string) =>
  as(trader, 'POST', `/api/swg-combat/session/${sessionId}/action`, ability ? { action: 'use_ability', ability_name: ability, turn_number: turn } : { action: 'attack', turn_number: turn });

/** Deep pools and a sure aim with plain strength and luck, so two fighters set up alike roll alike. */
async function steady(...traders: Trader[]) {
  await ctx.database.db
    .updateTable('character_combat')
    .set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000, precision: 5_000, strength: 100, luck: 100, battle_fatigue: 0 })
    .where('character_id', 'in', traders.map((t) => t.id))
    .execute();
}

/** Test setup: the character learns every skill of `professionKey` that carries `modifier` (and the novice), by direct SQL. */
async function learnModifierSkills(characterId: number, professionKey: string, modifier: string): Promise<void> {
  const db = ctx.database.db;
  const skills = await db.selectFrom('skills as s').innerJoin('professions as p', 'p.id', 's.profession_id').select(['s.id', 's.key', 's.modifiers']).where('p.key', '=', professionKey).execute();
  const chosen = skills.filter((s) => s.key === `${professionKey}.novice` || s.modifiers.some((m) => m.name === modifier));
  await db.insertInto('character_skills').values(chosen.map((s) => ({ character_id: characterId, skill_id: s.id, learned_at: new Date() }))).onConflict((c) => c.doNothing()).execute();
}

async function experienceOf(characterId: number, type: ExperienceType): Promise<number> {
  const row = await ctx.database.db.selectFrom('character_experience').select('total_earned').where('character_id', '=', characterId).where('experience_type', '=', type).executeTakeFirst();
  return Number(row?.total_earned ?? 0);
}

/** The same dice for two sessions: one seed, one turn, an opponent that will not fall. */
async function sameDice(sessionId: number): Promise<void> {
  await ctx.database.db.updateTable('combat_sessions').set({ seed: 4242, turn_number: 1, opponent_health: 100_000, opponent_action: 100_000, opponent_mind: 100_000, opponent_defending: false }).where('id', '=', sessionId).execute();
}

/** Plays turns with `fighters` in rotation until the session is won. */
async function fightToVictory(fighters: Trader[], session: CombatSessionDetail, ability?: string): Promise<CombatSessionDetail> {
  let view = session;
  for (let n = 0; n < 80 && view.status === 'active'; n++) {
    const response = await act(fighters[n % fighters.length]!, session.id, view.turn_number, ability);
    expect(response.statusCode, response.body).toBe(200);
    view = response.json<CombatActionResponse>().session;
  }
  expect(view.status).toBe('victory');
  return view;
}

describe('leadership', () => {
  it('the leader of a party that wins together earns leadership for each mate beside it; the mates and a lone winner earn none', async () => {
    const db = ctx.database.db;
    const [leader, mate, other, loner] = await newTraders(ctx, 4);
    await partyOf([leader!, mate!, other!]);
    await steady(leader!, mate!, other!, loner!);
    const session = await startFight(leader!);
    expect((await join(mate!, session.id)).statusCode).toBe(200);
    expect((await join(other!, session.id)).statusCode).toBe(200);
    await db.updateTable('combat_sessions').set({ opponent_health: 1 }).where('id', '=', session.id).execute();
    await fightToVictory([mate!, leader!, other!], session);

    expect(await experienceOf(leader!.id, 'leadership')).toBe(leadershipExperience(session.opponent.level, 2));
    expect(await experienceOf(mate!.id, 'leadership')).toBe(0);
    expect(await experienceOf(other!.id, 'leadership')).toBe(0);

    const alone = await startFight(loner!);
    await db.updateTable('combat_sessions').set({ opponent_health: 1 }).where('id', '=', alone.id).execute();
    await fightToVictory([loner!], alone);
    expect(await experienceOf(loner!.id, 'leadership')).toBe(0);
  });

  it("the leader's squad bonus makes a mate beside it hit harder on the same dice", async () => {
    const [plainLeader, plainMate, squadLeader, squadMate] = await newTraders(ctx, 4);
    await partyOf([plainLeader!, plainMate!]);
    await partyOf([squadLeader!, squadMate!]);
    await steady(plainLeader!, plainMate!, squadLeader!, squadMate!);
    await learnModifierSkills(squadLeader!.id, 'squad_leader', 'squad_bonus');

    const blows: number[] = [];
    for (const [leader, mate] of [[plainLeader!, plainMate!], [squadLeader!, squadMate!]] as const) {
      const session = await startFight(leader);
      expect((await join(mate, session.id)).statusCode).toBe(200);
      await sameDice(session.id);
      const response = await act(mate, session.id, 1);
      expect(response.statusCode, response.body).toBe(200);
      const blow = response.json<CombatActionResponse>().results[0]!;
      expect(blow.hit).toBe(true);
      blows.push(blow.damage.health);
    }
    expect(blows[1]).toBeGreaterThan(blows[0]!);
  });
});

describe('the Force in combat', () => {
  it('a Force ability is refused without the novice skill; known, it shows, strikes harder with force_power, and a victory with it grants force experience', async () => {
    const db = ctx.database.db;
    const [novice, adept] = await newTraders(ctx, 2);
    await steady(novice!, adept!);

    const before = (await as(novice!, 'GET', '/api/swg-combat/character-data')).json<CombatCharacterData>();
    expect(before.skill_commands.map((c) => c.name)).not.toContain('force_push');
    const early = await startFight(novice!);
    const refused = await act(novice!, early.id, early.turn_number, 'force_push');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe("You don't know Force Push yet. Needs Novice Jedi.");
    await as(novice!, 'POST', `/api/swg-combat/session/${early.id}/end`);

    await learnModifierSkills(novice!.id, 'jedi', 'none');
    await learnModifierSkills(adept!.id, 'jedi', 'force_power');
    const known = (await as(novice!, 'GET', '/api/swg-combat/character-data')).json<CombatCharacterData>();
    expect(known.skill_commands.filter((c) => c.name.startsWith('force_')).map((c) => c.label)).toEqual(['Force Push', 'Force Strike']);
    const adeptPush = (await as(adept!, 'GET', '/api/swg-combat/character-data')).json<CombatCharacterData>().skill_commands.find((c) => c.name === 'force_push');
    expect(adeptPush?.damage_multiplier).toBeGreaterThan(known.skill_commands.find((c) => c.name === 'force_push')!.damage_multiplier);

    const pushes: number[] = [];
    const sessions: CombatSessionDetail[] = [];
    for (const jedi of [novice!, adept!]) {
      // Strong enough that a few percent of force_power shows in whole points.
      await db.updateTable('character_combat').set({ mind_current: 5_000, action_current: 5_000, health_current: 5_000, strength: 1_000 }).where('character_id', '=', jedi.id).execute();
      const session = await startFight(jedi);
      await sameDice(session.id);
      const response = await act(jedi, session.id, 1, 'force_push');
      expect(response.statusCode, response.body).toBe(200);
      const push = response.json<CombatActionResponse>().results[0]!;
      expect(push.hit).toBe(true);
      expect(push.cost.mind).toBe(10);
      pushes.push(push.damage.action);
      sessions.push(response.json<CombatActionResponse>().session);
    }
    expect(pushes[1]).toBeGreaterThan(pushes[0]!);

    // The novice finishes its fight with the Force: force experience for the fight's pushes.
    const fight = sessions[0]!;
    await db.updateTable('combat_sessions').set({ opponent_action: 1 }).where('id', '=', fight.id).execute();
    await fightToVictory([novice!], fight, 'force_push');
    const uses = await db.selectFrom('combat_force_uses').select('uses').where('session_id', '=', fight.id).where('character_id', '=', novice!.id).executeTakeFirstOrThrow();
    expect(uses.uses).toBe(2);
    expect(await experienceOf(novice!.id, 'force')).toBe(forceExperience(fight.opponent.level, 2));

    // A victory without the Force grants none.
    await as(adept!, 'POST', `/api/swg-combat/session/${sessions[1]!.id}/end`);
    const plain = await startFight(adept!);
    await db.updateTable('combat_sessions').set({ opponent_health: 1 }).where('id', '=', plain.id).execute();
    const forceBefore = await experienceOf(adept!.id, 'force');
    await fightToVictory([adept!], plain);
    expect(await experienceOf(adept!.id, 'force')).toBe(forceBefore);
  });
});

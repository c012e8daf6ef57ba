import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatCharacterData, CombatOpponentsResponse, CombatSessionDetail, StartCombatResponse } from '../../src/shared/api';
import { giveItem } from '../support/itemShopper';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { giveExperience, professionIds, skillCalls } from '../support/skillHelpers';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** Breath and health to spare, pools full and gear mended again before each fight (worn gear wears, and its damage with it). */
async function hardy(captain: Captain) {
  await ctx.database.db.updateTable('items').set({ condition: 100 }).where('character_id', '=', captain.characterId).execute();
  await ctx.database.db.updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', '=', captain.characterId).execute();
}

async function startFight(captain: Captain): Promise<CombatSessionDetail> {
  const here = (await captain.get('/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
  const started = await captain.post('/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: here.enemies[0]!.id });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<StartCombatResponse>().session;
}

const act = (captain: Captain, session: { id: number; turn_number: number }, body: object) => captain.post(`/api/swg-combat/session/${session.id}/action`, { ...body, turn_number: session.turn_number });

/**
 * The first turn of a fight with fixed dice: the session's seed set to `seed` and the opponent's
 * blows made heavy (100 a hit), so a skill's few percent show in whole points. The fight is broken off after.
 */
async function firstTurn(captain: Captain, seed: number): Promise<{ dealt: number; taken: number; hit: boolean; struck: boolean }> {
  await hardy(captain);
  const session = await startFight(captain);
  await ctx.database.db
    .updateTable('combat_sessions')
    .set({ seed, opponent: sql`jsonb_set(jsonb_set(opponent, '{damage}', '{"min": 100, "max": 100}'), '{accuracy}', '200')` })
    .where('id', '=', session.id)
    .execute();
  const played = await act(captain, session, { action: 'attack' });
  expect(played.statusCode, played.body).toBe(200);
  const [mine, theirs] = played.json<CombatActionResponse>().results;
  expect((await captain.post(`/api/swg-combat/session/${session.id}/end`)).statusCode).toBe(200);
  return { dealt: mine!.damage.health, taken: theirs?.damage.health ?? 0, hit: mine!.hit === true && !mine!.critical_hit, struck: theirs?.hit === true && !theirs.critical_hit };
}

describe('combat modifiers from learned skills', () => {
  it('the same seeded fight deals more after a combat damage skill and takes less after a combat defence skill, and the fight data shows why', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    // A heavy blade, so two percent of a blow is a whole point.
    await giveItem(ctx.database.db, captain, 'Starforged Saber', { slot: 'weapon' });
    let seed = 1;
    let plain = await firstTurn(captain, seed);
    while (!(plain.hit && plain.struck) && seed < 40) plain = await firstTurn(captain, ++seed);
    expect(plain.hit && plain.struck, 'a seed where both sides land a plain blow').toBe(true);

    const brawler = await professionIds(ctx.database.db, 'brawler');
    expect((await skillCalls(captain).start(brawler.id)).statusCode).toBe(200);
    await hardy(captain);
    const data = (await captain.get('/api/swg-combat/character-data')).json<CombatCharacterData>();
    expect(data.combat_modifiers).toMatchObject({ damage: 0.02, defense: 0 });
    expect(data.combat_bonuses).toEqual(['Novice Brawler: +2% combat damage']);
    expect(data.weapon).toEqual({ weapon_type: 'melee', damage: { min: 38, max: 60 } });

    const skilled = await firstTurn(captain, seed);
    expect(skilled.dealt).toBeGreaterThan(plain.dealt);
    expect(skilled.taken).toBe(plain.taken);

    // Polearms I (melee experience): +1 % combat defence.
    await giveExperience(ctx.database.db, captain.characterId, 'melee', 100);
    const learned = await skillCalls(captain).learn(brawler.skill('tree4.1'));
    expect(learned.statusCode, learned.body).toBe(200);
    const guarded = await firstTurn(captain, seed);
    expect(guarded.dealt).toBe(skilled.dealt);
    expect(guarded.taken).toBeLessThan(plain.taken);
  });

  it('a grenade is thrown, used up, and the won fight grants explosives experience beside the worn weapon’s', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    await hardy(captain);
    const grenade = await giveItem(ctx.database.db, captain, 'Frag Grenade');
    const session = await startFight(captain);
    const thrown = await act(captain, session, { action: 'use_item', item_id: grenade });
    expect(thrown.statusCode, thrown.body).toBe(200);
    const turn = thrown.json<CombatActionResponse>();
    expect(turn.results[0]).toMatchObject({ actor: 'player', action: 'use_item', ability_name: 'throw_grenade', cost: { action: 8 } });
    expect(await ctx.database.db.selectFrom('items').select('id').where('id', '=', grenade).executeTakeFirst()).toBeUndefined();
    // Thrown once, gone: a second throw of it is refused and changes nothing.
    const again = await act(captain, turn.session, { action: 'use_item', item_id: grenade });
    expect(again.statusCode).toBe(404);

    let last = turn;
    for (let n = 0; n < 200 && last.session.status === 'active'; n++) {
      const response = await act(captain, last.session, { action: 'attack' });
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<CombatActionResponse>();
    }
    expect(last.session.status).toBe('victory');
    const rewards = last.session.rewards!;
    expect(rewards.weapon_type).toBe('brawling');
    expect(rewards.explosives_experience).toBe(rewards.weapon_experience);
    const experience = await ctx.database.db.selectFrom('character_experience').select(['experience_type', 'total_earned']).where('character_id', '=', captain.characterId).execute();
    expect(experience).toContainEqual({ experience_type: 'explosives', total_earned: rewards.weapon_experience });
    expect(experience).toContainEqual({ experience_type: 'brawling', total_earned: rewards.weapon_experience });
  });

  it('trains the explosives weapon skill like any other', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    await captain.setCredits(100_000);
    const trained = await captain.post('/api/swg-combat/train-weapon-skill', { specialization_id: 'explosives', levels: 2 });
    expect(trained.statusCode, trained.body).toBe(200);
    expect(trained.json().weapon_skills).toContainEqual(expect.objectContaining({ weapon_type: 'explosives', skill_level: 2 }));
  });
});

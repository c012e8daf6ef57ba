import { describe, expect, it } from 'vitest';
import { BOUNTY_TEXTS, type Bounty, type BountyAction, type BountyBoardResponse, type CombatActionResponse } from '../../src/shared/api';
import { bountyPayout, investigationExperience } from '../../src/shared/rules/bounties/bountyRewards';
import { learnSkillsWith } from '../support/learnedModifiers';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { logLines } from '../support/questHelpers';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const db = () => ctx.database.db;

async function board(captain: Captain): Promise<BountyBoardResponse> {
  const response = await captain.get('/api/bounties');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BountyBoardResponse>();
}

async function accept(captain: Captain, key: string): Promise<Bounty> {
  const response = await captain.post('/api/bounties/accept', { target_key: key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BountyAction>().bounty;
}

const investigate = (captain: Captain, id: number) => captain.post(`/api/bounties/${id}/investigate`);
const engage = (captain: Captain, id: number) => captain.post(`/api/bounties/${id}/engage`);

/** Puts the character in a system (at one of its places), as a journey there would. */
async function flyTo(captain: Captain, systemId: number) {
  const place = await db().selectFrom('places').select('id').where('super_area_id', '=', systemId).orderBy('id').executeTakeFirstOrThrow();
  await db().updateTable('characters').set({ place_id: place.id }).where('id', '=', captain.characterId).execute();
}

async function experience(captain: Captain, type: string): Promise<number> {
  const row = await db().selectFrom('character_experience').select('current_amount').where('character_id', '=', captain.characterId).where('experience_type', '=', type as 'investigation').executeTakeFirst();
  return row?.current_amount ?? 0;
}

/** Follows every clue of the bounty to the located target, investigating in each clue's system. */
async function followTrail(captain: Captain, bounty: Bounty): Promise<Bounty> {
  let current = bounty;
  while (current.next?.kind === 'clue') {
    await flyTo(captain, current.next.system.id);
    const response = await investigate(captain, current.id);
    expect(response.statusCode, response.body).toBe(200);
    current = response.json<BountyAction>().bounty;
  }
  return current;
}

/** Breath and health to spare, so the fight is decided by the target falling. */
async function hardy(captain: Captain) {
  await db().updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', '=', captain.characterId).execute();
}

/** Attacks turn after turn until the session ends; the last answer. */
async function fightToTheEnd(captain: Captain, sessionId: number): Promise<CombatActionResponse> {
  let turn = (await db().selectFrom('combat_sessions').select('turn_number').where('id', '=', sessionId).executeTakeFirstOrThrow()).turn_number;
  for (let n = 0; n < 300; n++) {
    const response = await captain.post(`/api/swg-combat/session/${sessionId}/action`, { action: 'attack', turn_number: turn });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CombatActionResponse>();
    if (answer.session.status !== 'active') return answer;
    turn = answer.session.turn_number;
  }
  throw new Error('the fight did not end');
}

/**
 * The target at its last breath, then the same turn sent twice at once (a double click on the
 * finishing blow) until one lands: each time one plays, the other is refused.
 */
async function finishWithTwoBlowsAtOnce(captain: Captain, sessionId: number): Promise<CombatActionResponse> {
  for (let n = 0; n < 50; n++) {
    const session = await db().updateTable('combat_sessions').set({ opponent_health: 1 }).where('id', '=', sessionId).returning('turn_number').executeTakeFirstOrThrow();
    const blow = () => captain.post(`/api/swg-combat/session/${sessionId}/action`, { action: 'attack', turn_number: session.turn_number });
    const both = await Promise.all([blow(), blow()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const played = both.find((r) => r.statusCode === 200)!.json<CombatActionResponse>();
    if (played.session.status !== 'active') return played;
  }
  throw new Error('the blow never landed');
}

describe('bounties', () => {
  it('a hunter follows the clues across the lanes, investigating only where a lead is, fights the target and is paid once', async () => {
    const captain = await newCaptain(ctx.app, db());
    const bonus = await learnSkillsWith(db(), captain.characterId, 'bounty_reward', ctx.clock.now());
    expect(bonus).toBeGreaterThan(0);
    const posted = await board(captain);
    expect(posted.offers.length).toBeGreaterThan(0);
    const offer = posted.offers[0]!;
    expect(offer.taken).toBe(false);

    const bounty = await accept(captain, offer.key);
    expect(bounty).toMatchObject({ status: 'active', clues_followed: 0, clues_total: offer.clues, here: false, target_name: offer.target_name, reward: offer.reward });
    expect(bounty.trail).toHaveLength(1);
    expect(bounty.next?.kind).toBe('clue');
    // One active bounty per target.
    const again = await captain.post('/api/bounties/accept', { target_key: offer.key });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(BOUNTY_TEXTS.alreadyHunting);
    expect((await board(captain)).offers[0]?.taken).toBe(true);

    // Investigating where no lead is changes nothing.
    const wrong = await investigate(captain, bounty.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(BOUNTY_TEXTS.wrongSystem(bounty.next!.system.name));
    const early = await engage(captain, bounty.id);
    expect(early.json().message).toBe(BOUNTY_TEXTS.notLocated);

    // Two investigations at once at the clue: one finds the next lead, the other is refused.
    await flyTo(captain, bounty.next!.system.id);
    const both = await Promise.all([investigate(captain, bounty.id), investigate(captain, bounty.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const row = await db().selectFrom('bounties').select('clues_followed').where('id', '=', bounty.id).executeTakeFirstOrThrow();
    expect(row.clues_followed).toBe(1);
    const afterFirst = both.find((r) => r.statusCode === 200)!.json<BountyAction>().bounty;
    expect(afterFirst.trail.filter((lead) => lead.followed)).toHaveLength(1);

    const located = await followTrail(captain, afterFirst);
    expect(located.next?.kind).toBe('target');
    expect(located.clues_followed).toBe(offer.clues);
    const refusedHere = await investigate(captain, bounty.id);
    expect(refusedHere.json().message).toBe(BOUNTY_TEXTS.targetLocated);
    const away = await engage(captain, bounty.id);
    expect(away.json().message).toBe(BOUNTY_TEXTS.notInTargetSystem(located.next!.system.name));

    // At the hideout: two fights started at once open one.
    await flyTo(captain, located.next!.system.id);
    await hardy(captain);
    const starts = await Promise.all([engage(captain, bounty.id), engage(captain, bounty.id)]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const started = starts.find((r) => r.statusCode === 200)!.json<BountyAction & { session_id: number }>();
    const credits = await captain.credits();
    const end = await finishWithTwoBlowsAtOnce(captain, started.session_id);
    expect(end.session.status).toBe('victory');
    expect(end.session.opponent.name).toBe(offer.target_name);

    const paid = bountyPayout((await db().selectFrom('bounties').select('reward').where('id', '=', bounty.id).executeTakeFirstOrThrow()).reward, bonus);
    expect(paid).toBe(offer.reward);
    const ledger = await db().selectFrom('credit_ledger').select(['amount', 'reference_id']).where('character_id', '=', captain.characterId).where('reason', '=', 'bounty_reward').execute();
    expect(ledger.map((l) => [Number(l.amount), Number(l.reference_id)])).toEqual([[paid, bounty.id]]);
    expect(await captain.credits()).toBe(credits + paid + (end.session.rewards?.credits ?? 0));
    expect(await experience(captain, 'investigation')).toBe(investigationExperience(offer.clues));
    expect(await logLines(db(), captain.characterId, 'BountyUpdated')).toEqual([expect.stringContaining(`Bounty collected: ${offer.target_name} is brought in.`)]);

    const after = await board(captain);
    expect(after.active).toEqual([]);
    expect(after.history[0]).toMatchObject({ id: bounty.id, status: 'completed', paid, next: null });
    // Done is done: no second fight, no second pay.
    expect((await engage(captain, bounty.id)).json().message).toBe(BOUNTY_TEXTS.notActive);
    await expectEveryLedgerToReplay(db());
  });

  it('a win over the same enemy outside the bounty\'s fight pays no bounty', async () => {
    const captain = await newCaptain(ctx.app, db());
    const offer = (await board(captain)).offers[0]!;
    const located = await followTrail(captain, await accept(captain, offer.key));
    await flyTo(captain, located.next!.system.id);
    await hardy(captain);
    const started = (await engage(captain, located.id)).json<BountyAction & { session_id: number }>();
    const session = await db().selectFrom('combat_sessions').select('opponent_id').where('id', '=', started.session_id).executeTakeFirstOrThrow();
    // The player breaks off the bounty's fight, then fights the hideout's own enemy.
    await db().updateTable('combat_sessions').set({ status: 'fled', ended_at: ctx.clock.now() }).where('id', '=', started.session_id).execute();
    const other = await captain.post('/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: session.opponent_id });
    expect(other.statusCode, other.body).toBe(200);
    expect((await fightToTheEnd(captain, other.json().session.id)).session.status).toBe('victory');
    expect((await board(captain)).active[0]).toMatchObject({ id: located.id, status: 'active', paid: null });
  });

  it('a bounty given up or past its time pays nothing and can be taken again while posted', async () => {
    const captain = await newCaptain(ctx.app, db());
    const offer = (await board(captain)).offers[1]!;
    const bounty = await accept(captain, offer.key);
    const gaveUp = await captain.post(`/api/bounties/${bounty.id}/abandon`);
    expect(gaveUp.statusCode, gaveUp.body).toBe(200);
    expect(gaveUp.json<BountyAction>().bounty.status).toBe('abandoned');
    expect((await investigate(captain, bounty.id)).json().message).toBe(BOUNTY_TEXTS.notActive);

    const second = await accept(captain, offer.key);
    expect(second.id).not.toBe(bounty.id);
    ctx.clock.advance(new Date(second.expires_at).getTime() - ctx.clock.now().getTime());
    await flyTo(captain, second.next!.system.id);
    const late = await investigate(captain, second.id);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(BOUNTY_TEXTS.expired);
    const after = await board(captain);
    expect(after.active).toEqual([]);
    expect(after.history.map((b) => b.status)).toEqual(['expired', 'abandoned']);
    // Yesterday's board is gone.
    const stale = await captain.post('/api/bounties/accept', { target_key: offer.key });
    expect(stale.json().message).toBe(BOUNTY_TEXTS.notPosted);
    const unknown = await investigate(captain, 2 ** 31 - 1);
    expect(unknown.statusCode).toBe(404);
  });
});

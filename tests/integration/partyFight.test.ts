import { describe, expect, it } from 'vitest';
import type { CombatActionResponse, CombatOpponentsResponse, CombatSessionDetail, JoinFightResponse, StartCombatResponse } from '../../src/shared/api';
import { marketOf, neighbourOf } from '../support/contractFixtures';
import { as, newTraders, startingSystem, type Trader } from '../support/marketTraders';
import { partyOf } from '../support/partyOf';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function startFight(trader: Trader): Promise<CombatSessionDetail> {
  const here = (await as(trader, 'GET', '/api/swg-combat/opponents')).json<CombatOpponentsResponse>();
  const enemy = here.enemies[0]!;
  const started = await as(trader, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: enemy.id });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<StartCombatResponse>().session;
}

const join = (trader: Trader, sessionId: number) => as(trader, 'POST', `/api/swg-combat/session/${sessionId}/join`);
const act = (trader: Trader, sessionId: number, turn: number, action: 'attack' | 'defend' = 'attack') => as(trader, 'POST', `/api/swg-combat/session/${sessionId}/action`, { action, turn_number: turn });
const refusal = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { message: string }).message;
};

/** Plenty of breath and health for both, so a test fight is decided by the opponent falling. */
async function hardy(...traders: Trader[]) {
  await ctx.database.db.updateTable('character_combat').set({ health_current: 5_000, action_current: 5_000, mind_current: 5_000, constitution: 5_000, stamina: 5_000, intellect: 5_000 }).where('character_id', 'in', traders.map((t) => t.id)).execute();
}

describe('party members fight together', () => {
  it('a member in the same system joins; a stranger and a member elsewhere are refused', async () => {
    const [owner, mate, away, stranger] = await newTraders(ctx, 4);
    await partyOf([owner!, mate!, away!]);
    const elsewhere = await marketOf(ctx.database.db, await neighbourOf(ctx.database.db, await startingSystem(ctx.database.db)));
    await ctx.database.db.updateTable('characters').set({ place_id: elsewhere }).where('id', '=', away!.id).execute();
    const session = await startFight(owner!);

    const listed = (await as(mate!, 'GET', '/api/swg-combat/party-fights')).json<{ fights: { session_id: number; name: string; fighters: number }[] }>();
    expect(listed.fights).toEqual([expect.objectContaining({ session_id: session.id, fighters: 1 })]);
    expect((await as(stranger!, 'GET', '/api/swg-combat/party-fights')).json()).toEqual({ fights: [] });
    expect((await as(away!, 'GET', '/api/swg-combat/party-fights')).json()).toEqual({ fights: [] });

    expect(refusal(await join(stranger!, session.id))).toBe('Only members of the fighter’s party can join this fight.');
    expect(refusal(await join(away!, session.id))).toMatch(/fights in another system: travel there to join the fight\.$/);
    expect(refusal(await join(owner!, session.id))).toBe('You are already in this fight.');
    const joined = await join(mate!, session.id);
    expect(joined.statusCode, joined.body).toBe(200);
    const seen = joined.json<JoinFightResponse>().session;
    expect(seen.fighters.map((f) => [f.character_id, f.owner, f.status])).toEqual([
      [owner!.id, true, 'fighting'],
      [mate!.id, false, 'fighting'],
    ]);
    expect(refusal(await join(mate!, session.id))).toBe('You are already in this fight.');
    // A fighter can't open another fight meanwhile.
    expect(refusal(await as(mate!, 'POST', '/api/swg-combat/start', { opponent_type: 'enemy', opponent_id: session.opponent.id }))).toBe('You are already in combat.');
    // Both read the session; the stranger can't.
    expect((await as(mate!, 'GET', `/api/swg-combat/session/${session.id}`)).statusCode).toBe(200);
    expect((await as(stranger!, 'GET', `/api/swg-combat/session/${session.id}`)).statusCode).toBe(404);
    expect(refusal(await act(stranger!, session.id, session.turn_number))).toBe('No active combat session');
  });

  it('the fighters share the turns (one of two acting at once is refused) and split a victory’s credits', async () => {
    const db = ctx.database.db;
    const [owner, mate] = await newTraders(ctx, 2);
    await partyOf([owner!, mate!]);
    await hardy(owner!, mate!);
    const session = await startFight(owner!);
    expect((await join(mate!, session.id)).statusCode).toBe(200);

    // Both act on the same turn at once: one plays it, the other is refused, nothing breaks.
    const both = await Promise.all([act(owner!, session.id, session.turn_number, 'defend'), act(mate!, session.id, session.turn_number, 'defend')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(both.map((r) => r.json<{ message: string }>().message)).toContain('That turn has already been played.');

    // They take turns until the opponent falls (its health cut so the test ends soon).
    await db.updateTable('combat_sessions').set({ opponent_health: 1 }).where('id', '=', session.id).execute();
    let turn = session.turn_number + 1;
    let last: CombatActionResponse | undefined;
    for (let n = 0; n < 60 && last?.session.status !== 'victory'; n++) {
      const response = await act(n % 2 === 0 ? mate! : owner!, session.id, turn);
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<CombatActionResponse>();
      turn = last.session.turn_number;
    }
    expect(last?.session.status).toBe('victory');
    expect(last?.session.log.some((entry) => entry.message.startsWith(`${last?.session.fighters[1]?.name}: `))).toBe(true);

    // Every credit of the victory is a combat_reward ledger row; the two shares differ by at most the remainder.
    const rows = await db.selectFrom('credit_ledger').select(['character_id', 'amount']).where('reason', '=', 'combat_reward').where('reference_id', '=', session.id).execute();
    const ownerView = (await as(owner!, 'GET', `/api/swg-combat/session/${session.id}`)).json<{ session: CombatSessionDetail }>().session;
    const mateView = (await as(mate!, 'GET', `/api/swg-combat/session/${session.id}`)).json<{ session: CombatSessionDetail }>().session;
    const total = (ownerView.rewards?.credits ?? 0) + (mateView.rewards?.credits ?? 0);
    expect(rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(total);
    expect(Math.abs((ownerView.rewards?.credits ?? 0) - (mateView.rewards?.credits ?? 0))).toBeLessThanOrEqual(1);
    expect(ownerView.rewards?.combat_experience).toBeGreaterThan(0);
    expect(mateView.rewards?.combat_experience).toBe(ownerView.rewards?.combat_experience);
  });

  it('an ally who breaks off leaves the fight to the others; the fight goes on', async () => {
    const [owner, mate] = await newTraders(ctx, 2);
    await partyOf([owner!, mate!]);
    const session = await startFight(owner!);
    expect((await join(mate!, session.id)).statusCode).toBe(200);
    const ended = await as(mate!, 'POST', `/api/swg-combat/session/${session.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    const view = ended.json<{ session: CombatSessionDetail }>().session;
    expect(view.status).toBe('active');
    expect(view.fighters.map((f) => f.status)).toEqual(['fighting', 'left']);
    expect(refusal(await act(mate!, session.id, view.turn_number))).toBe('No active combat session');
    const owned = await act(owner!, session.id, view.turn_number, 'defend');
    expect(owned.statusCode, owned.body).toBe(200);
  });

  it('a fighter who falls pays a defeat and is out; the party fights on, and the last one standing ends it', async () => {
    const db = ctx.database.db;
    const [owner, mate] = await newTraders(ctx, 2);
    await partyOf([owner!, mate!]);
    const session = await startFight(owner!);
    expect((await join(mate!, session.id)).statusCode).toBe(200);
    // The owner at its last point of health against an opponent that won't fall soon.
    await db.updateTable('character_combat').set({ health_current: 1 }).where('character_id', '=', owner!.id).execute();
    await db.updateTable('combat_sessions').set({ opponent_health: 100_000 }).where('id', '=', session.id).execute();
    let view: CombatSessionDetail = session;
    for (let n = 0; n < 60 && view.fighters[0]?.status === 'fighting'; n++) {
      const response = await act(owner!, session.id, view.turn_number);
      expect(response.statusCode, response.body).toBe(200);
      view = response.json<CombatActionResponse>().session;
    }
    expect(view.status).toBe('active');
    expect(view.fighters.map((f) => f.status)).toEqual(['down', 'fighting']);
    expect(view.penalties?.battle_fatigue).toBeGreaterThan(0);
    expect(view.message).toMatch(/falls; the party fights on\.$/);
    expect(refusal(await act(owner!, session.id, view.turn_number))).toBe('No active combat session');

    // The mate breaks off last: nobody stands, the fight is over.
    const ended = await as(mate!, 'POST', `/api/swg-combat/session/${session.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ session: CombatSessionDetail }>().session.status).toBe('surrendered');
    // Both may fight again (the owner once it has recovered).
    expect((await as(mate!, 'GET', '/api/swg-combat/party-fights')).json()).toEqual({ fights: [] });
  });
});

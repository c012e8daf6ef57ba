import { describe, expect, it } from 'vitest';
import type { CantinaActionResponse, Character } from '../../src/shared/api';
import { entertainmentMessages as say } from '../../src/shared/api';
import { entertainmentTickTask } from '../../src/server/domains/entertainment/entertainmentTickTask';
import { combatTickTask } from '../../src/server/domains/combat/combatTickTask';
import { grantExperience } from '../../src/server/kernel/grants/grantExperience';
import { transactionThenBroadcast } from '../../src/server/realtime/afterCommit';
import type { ExperienceType } from '../../src/shared/rules/experienceTypes';
import { expectEveryLedgerToReplay } from '../support/ledgerReplay';
import { as, creditsOf, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const MINUTE = 60_000;
const db = () => ctx.database.db;

/** The cantina of the location the character stands in. */
async function cantinaBeside(trader: Trader): Promise<number> {
  const row = await db()
    .selectFrom('characters as c')
    .innerJoin('places as here', 'here.id', 'c.place_id')
    .innerJoin('places as p', 'p.location_id', 'here.location_id')
    .select('p.id')
    .where('c.id', '=', trader.id)
    .where('p.place_type', '=', 'cantina')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Walks to a place the way the client does. */
const walk = (trader: Trader, placeId: number) =>
  trader.visitor.request({ method: 'PUT', url: `/api/characters/${trader.id}/location`, payload: { place_id: placeId }, headers: { 'x-character-id': String(trader.id) } });

async function startEntertainer(trader: Trader): Promise<void> {
  const profession = await db().selectFrom('professions').select('id').where('key', '=', 'entertainer').executeTakeFirstOrThrow();
  const started = await as(trader, 'POST', `/api/swg-skills/character/${trader.id}/start-profession`, { profession_id: profession.id });
  expect(started.statusCode, started.body).toBe(200);
}

async function experienceOf(trader: Trader, type: ExperienceType): Promise<number> {
  const row = await db().selectFrom('character_experience').select('current_amount').where('character_id', '=', trader.id).where('experience_type', '=', type).executeTakeFirst();
  return row?.current_amount ?? 0;
}

/** Grants experience through the kernel, as any act would, at the clock's time. */
async function grant(trader: Trader, type: ExperienceType, amount: number): Promise<void> {
  await transactionThenBroadcast(db(), ctx.app.broadcaster, (trx, outbox) => grantExperience(trx, trader.id, type, amount, outbox), ctx.clock.now());
}

const tick = (task: typeof entertainmentTickTask) => task.run({ db: db(), now: ctx.clock.now(), elapsedMs: MINUTE, broadcaster: ctx.app.broadcaster, facts: ctx.app.facts });

describe('entertainment in a cantina', () => {
  it('refuses to perform outside a cantina, without a skill, or with a kind that is not one', async () => {
    const [dancer] = await newTraders(ctx, 1);
    const outside = await as(dancer!, 'POST', '/api/entertainment/perform', { kind: 'dance' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(say.notSocialPlace);

    const cantina = await cantinaBeside(dancer!);
    expect((await walk(dancer!, cantina)).statusCode).toBe(200);
    const unskilled = await as(dancer!, 'POST', '/api/entertainment/perform', { kind: 'dance' });
    expect(unskilled.statusCode).toBe(422);
    expect(unskilled.json().message).toBe(say.noSkill);

    await startEntertainer(dancer!);
    const badKind = await as(dancer!, 'POST', '/api/entertainment/perform', { kind: 'juggle' });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.kind).toEqual(['Choose dance or music.']);
    expect(await db().selectFrom('performances').select('character_id').where('character_id', '=', dancer!.id).execute()).toEqual([]);
  });

  it('a watcher takes the buff, both earn experience for the minutes watched, and the buff raises grants and HAM regeneration while it lasts', async () => {
    const [performer, watcher, elsewhere, plain] = await newTraders(ctx, 4);
    const cantina = await cantinaBeside(performer!);
    await startEntertainer(performer!);
    await walk(performer!, cantina);
    const performing = await as(performer!, 'POST', '/api/entertainment/perform', { kind: 'music' });
    expect(performing.statusCode, performing.body).toBe(200);

    // Watching from the shuttleport is refused; from the cantina it starts.
    const away = await as(elsewhere!, 'POST', '/api/entertainment/watch', { performer_id: performer!.id });
    expect(away.statusCode).toBe(422);
    expect(away.json().message).toBe(say.notSocialPlace);
    await walk(watcher!, cantina);
    const watching = await as(watcher!, 'POST', '/api/entertainment/watch', { performer_id: performer!.id });
    expect(watching.statusCode, watching.body).toBe(200);
    const state = watching.json() as CantinaActionResponse;
    expect(state.watching_id).toBe(performer!.id);
    expect(state.buff).toMatchObject({ experience_bonus_percent: 10, regeneration_multiplier: 2 });
    expect(state.performances[0]?.watchers.map((w) => w.id)).toEqual([watcher!.id]);
    const character = (await as(watcher!, 'GET', `/api/characters/${watcher!.id}`)).json() as Character;
    expect(character.entertainment_buff).toMatchObject({ experience_bonus_percent: 10, regeneration_multiplier: 2 });

    // The buff adds 10 % to every grant.
    await grant(watcher!, 'trading', 100);
    await grant(plain!, 'trading', 100);
    expect(await experienceOf(watcher!, 'trading')).toBe(110);
    expect(await experienceOf(plain!, 'trading')).toBe(100);

    // HAM regenerates twice as fast: one minute of rest gives back 20 % of the pool, not 10 %.
    const drained = { health_current: 0, recovered_at: new Date(ctx.clock.now().getTime() - MINUTE) };
    await db().updateTable('character_combat').set(drained).where('character_id', 'in', [watcher!.id, plain!.id]).execute();
    await tick(combatTickTask);
    const pools = await db().selectFrom('character_combat').select(['character_id', 'health_current']).where('character_id', 'in', [watcher!.id, plain!.id]).execute();
    const healthOf = (t: Trader) => pools.find((p) => p.character_id === t.id)!.health_current;
    expect(healthOf(watcher!)).toBeGreaterThan(0);
    expect(healthOf(watcher!)).toBe(2 * healthOf(plain!));

    // Three minutes watched: the performer earns 3 × 5 entertainment, the watcher 3 × 3 social (+10 %: 9 stays 9).
    ctx.clock.advance(3 * MINUTE + 30_000);
    await tick(entertainmentTickTask);
    const stopped = await as(watcher!, 'POST', '/api/entertainment/stop-watching');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await experienceOf(performer!, 'entertainment')).toBe(15);
    expect(await experienceOf(watcher!, 'social')).toBe(9);
    const again = await as(watcher!, 'POST', '/api/entertainment/stop-watching');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(say.notWatching);
    expect(await experienceOf(performer!, 'entertainment')).toBe(15);

    // The buff lasts ten minutes after the watch, then grants are plain again.
    ctx.clock.advance(9 * MINUTE);
    await grant(watcher!, 'trading', 100);
    expect(await experienceOf(watcher!, 'trading')).toBe(220);
    ctx.clock.advance(2 * MINUTE);
    await grant(watcher!, 'trading', 100);
    expect(await experienceOf(watcher!, 'trading')).toBe(320);
    expect(((await as(watcher!, 'GET', `/api/characters/${watcher!.id}`)).json() as Character).entertainment_buff).toBeNull();

    const ended = await as(performer!, 'POST', '/api/entertainment/stop-performing');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().performances).toEqual([]);
  });

  it('a watcher who walks away stops watching at the next tick, settled', async () => {
    const [performer, watcher] = await newTraders(ctx, 2);
    const shuttleport = (await db().selectFrom('characters').select('place_id').where('id', '=', watcher!.id).executeTakeFirstOrThrow()).place_id;
    const cantina = await cantinaBeside(performer!);
    await startEntertainer(performer!);
    await walk(performer!, cantina);
    await walk(watcher!, cantina);
    expect((await as(performer!, 'POST', '/api/entertainment/perform', { kind: 'dance' })).statusCode).toBe(200);
    expect((await as(watcher!, 'POST', '/api/entertainment/watch', { performer_id: performer!.id })).statusCode).toBe(200);
    ctx.clock.advance(2 * MINUTE);
    await walk(watcher!, shuttleport);
    await tick(entertainmentTickTask);
    expect(await db().selectFrom('performance_watchers').select('character_id').where('character_id', '=', watcher!.id).execute()).toEqual([]);
    expect(await experienceOf(performer!, 'entertainment')).toBe(10);
    await as(performer!, 'POST', '/api/entertainment/stop-performing');
  });

  describe('tips', () => {
    it('refuses a bad amount, more than the tipper holds, oneself and a performer not here, changing nothing', async () => {
      const [performer, tipper] = await newTraders(ctx, 2);
      const cantina = await cantinaBeside(performer!);
      await startEntertainer(performer!);
      await walk(tipper!, cantina);
      const notHere = await as(tipper!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount: 10 });
      expect(notHere.statusCode).toBe(422);
      expect(notHere.json().message).toBe(say.noSuchPerformance);

      await walk(performer!, cantina);
      await as(performer!, 'POST', '/api/entertainment/perform', { kind: 'dance' });
      for (const amount of [0, -5, 1.5, 'lots', 100_001]) {
        const bad = await as(tipper!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount });
        expect(bad.statusCode, String(amount)).toBe(422);
        expect(bad.json().errors.amount).toEqual([say.tipAmount]);
      }
      const held = await creditsOf(db(), tipper!.id);
      const tooMuch = await as(tipper!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount: held + 1 });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().message).toMatch(/^Insufficient credits: you have /);
      const self = await as(performer!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount: 5 });
      expect(self.json().message).toBe(say.ownTip);
      expect(await creditsOf(db(), tipper!.id)).toBe(held);
      expect(await creditsOf(db(), performer!.id)).toBe(held);
      await as(performer!, 'POST', '/api/entertainment/stop-performing');
    });

    it('two watchers tipping at once, many times over, move exactly what they tipped and the ledger replays to every balance', async () => {
      const [performer, a, b] = await newTraders(ctx, 3);
      const cantina = await cantinaBeside(performer!);
      await startEntertainer(performer!);
      for (const t of [performer!, a!, b!]) await walk(t, cantina);
      await as(performer!, 'POST', '/api/entertainment/perform', { kind: 'music' });
      const before = await Promise.all([performer!, a!, b!].map((t) => creditsOf(db(), t.id)));
      const tips = [...Array(15).keys()].flatMap((i) => [
        as(a!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount: 7 + i }),
        as(b!, 'POST', '/api/entertainment/tip', { performer_id: performer!.id, amount: 3 }),
      ]);
      const answers = await Promise.all(tips);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const fromA = [...Array(15).keys()].reduce((sum, i) => sum + 7 + i, 0);
      const fromB = 15 * 3;
      expect(await creditsOf(db(), a!.id)).toBe(before[1]! - fromA);
      expect(await creditsOf(db(), b!.id)).toBe(before[2]! - fromB);
      expect(await creditsOf(db(), performer!.id)).toBe(before[0]! + fromA + fromB);
      const performance = await db().selectFrom('performances').select('tips_received').where('character_id', '=', performer!.id).executeTakeFirstOrThrow();
      expect(Number(performance.tips_received)).toBe(fromA + fromB);

      // A retried tip (same Idempotency-Key) moves its credits once.
      const retry = () =>
        a!.visitor.request({ method: 'POST', url: '/api/entertainment/tip', payload: { performer_id: performer!.id, amount: 50 }, headers: { 'x-character-id': String(a!.id), 'idempotency-key': 'tip-once-1' } });
      const [first, second] = await Promise.all([retry(), retry()]);
      expect([first.statusCode, second.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      await retry();
      expect(await creditsOf(db(), a!.id)).toBe(before[1]! - fromA - 50);
      const received = await db().selectFrom('credit_ledger').select('amount').where('character_id', '=', performer!.id).where('reason', '=', 'tip_received').execute();
      expect(received).toHaveLength(31);
      expect(await expectEveryLedgerToReplay(db())).toBeGreaterThan(0);
    });
  });
});

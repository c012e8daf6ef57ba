import { describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../../src/server/http/boundedJsonBody';
import { NO_BODY_MESSAGE } from '../../src/server/http/noBody';
import { messages } from '../../src/shared/api';
import { creditsOf, holdOf, marketRow, startingSystem } from '../support/marketTraders';
import { newCaptain, type Captain } from '../support/shipCaptain';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
let keys = 0;

function buyWithKey(captain: Captain, key: string, payload: object) {
  return captain.visitor.request({
    method: 'POST',
    url: '/api/market/buy',
    payload,
    headers: { 'x-character-id': String(captain.characterId), 'idempotency-key': key },
  });
}

async function grain() {
  return marketRow(ctx.database.db, await startingSystem(ctx.database.db), 'Grain');
}

async function tradesOf(characterId: number): Promise<number> {
  const rows = await ctx.database.db.selectFrom('market_trades').select('id').where('character_id', '=', characterId).execute();
  return rows.length;
}

describe('Idempotency-Key on money-moving calls', () => {
  it('answers a retried buy with the first answer and moves credits and stock once', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const before = await grain();
    const key = `retry-${++keys}`;
    const first = await buyWithKey(captain, key, { commodity_id: before.commodity_id, quantity: 3 });
    expect(first.statusCode, first.body).toBe(200);
    const spent = first.json().transaction.final_total as number;

    const retry = await buyWithKey(captain, key, { commodity_id: before.commodity_id, quantity: 3 });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    expect(await creditsOf(ctx.database.db, captain.characterId)).toBe(25_000 - spent);
    expect((await grain()).stock).toBe(before.stock - 3);
    expect((await holdOf(ctx.database.db, captain.characterId)).get(before.commodity_id)).toBe(3);
    expect(await tradesOf(captain.characterId)).toBe(1);

    // A new key is a new purchase.
    const again = await buyWithKey(captain, `retry-${++keys}`, { commodity_id: before.commodity_id, quantity: 3 });
    expect(again.statusCode).toBe(200);
    expect(await tradesOf(captain.characterId)).toBe(2);
  });

  it('acts once when ten copies of one request arrive at the same moment', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const before = await grain();
    const key = `burst-${++keys}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => buyWithKey(captain, key, { commodity_id: before.commodity_id, quantity: 2 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await tradesOf(captain.characterId)).toBe(1);
    expect((await grain()).stock).toBe(before.stock - 2);
    expect(await creditsOf(ctx.database.db, captain.characterId)).toBe(25_000 - (answers[0]!.json().transaction.final_total as number));
    const ledger = await ctx.database.db.selectFrom('credit_ledger').select('reason').where('character_id', '=', captain.characterId).execute();
    expect(ledger.map((row) => row.reason)).toEqual(['opening_balance', 'market_buy']);
  });

  it('refuses a key reused for a different request, and moves nothing', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { commodity_id } = await grain();
    const key = `reuse-${++keys}`;
    expect((await buyWithKey(captain, key, { commodity_id, quantity: 1 })).statusCode).toBe(200);
    const credits = await creditsOf(ctx.database.db, captain.characterId);

    const other = await buyWithKey(captain, key, { commodity_id, quantity: 5 });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(messages.idempotencyKeyReused);
    const elsewhere = await captain.visitor.request({
      method: 'POST',
      url: '/api/market/sell',
      payload: { commodity_id, quantity: 1 },
      headers: { 'x-character-id': String(captain.characterId), 'idempotency-key': key },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe(messages.idempotencyKeyReused);
    expect(await creditsOf(ctx.database.db, captain.characterId)).toBe(credits);
    expect(await tradesOf(captain.characterId)).toBe(1);

    // Keys are per player: another player's identical key is their own.
    const stranger = await newCaptain(ctx.app, ctx.database.db);
    expect((await buyWithKey(stranger, key, { commodity_id, quantity: 1 })).statusCode).toBe(200);
    expect(await tradesOf(stranger.characterId)).toBe(1);
  });

  it('replays a refusal too, and refuses a malformed key', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { commodity_id } = await grain();
    const key = `refused-${++keys}`;
    const refused = await buyWithKey(captain, key, { commodity_id, quantity: 10_000 });
    expect(refused.statusCode).toBe(422);
    const retry = await buyWithKey(captain, key, { commodity_id, quantity: 10_000 });
    expect(retry.statusCode).toBe(422);
    expect(retry.body).toBe(refused.body);

    const tooLong = await buyWithKey(captain, 'k'.repeat(256), { commodity_id, quantity: 1 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(messages.idempotencyKeyInvalid);
    expect(await tradesOf(captain.characterId)).toBe(0);
  });

  it('refuses a deeply nested body with a 422 before anything recurses, on routes with and without a body (issue 34 found a 500), and any body where a route takes none', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const url of ['/api/missions/1/complete', '/api/quest-progress/complete/1', '/api/swg-combat/session/1/end', '/api/swg-combat/session/1/join', '/api/market/buy']) {
      const answer = await captain.visitor.request({
        method: 'POST',
        url,
        payload: deep,
        headers: { 'content-type': 'application/json', 'x-character-id': String(captain.characterId), 'idempotency-key': `deep-${++keys}` },
      });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(422);
      expect(answer.json().errors.body).toEqual([TOO_DEEP_MESSAGE]);
    }
    // A body on a route that takes none is refused before the key is claimed: a retry with another body is refused too.
    const key = `unexpected-${++keys}`;
    for (const payload of [{ a: [1] }, { b: [[2]] }]) {
      const answer = await captain.visitor.request({ method: 'POST', url: '/api/missions/999999/complete', payload, headers: { 'x-character-id': String(captain.characterId), 'idempotency-key': key } });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.body).toEqual([NO_BODY_MESSAGE]);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('keeps a key 24 hours: the clock’s housekeeping forgets it after that', async () => {
    const captain = await newCaptain(ctx.app, ctx.database.db);
    const { commodity_id } = await grain();
    const key = `expiry-${++keys}`;
    expect((await buyWithKey(captain, key, { commodity_id, quantity: 1 })).statusCode).toBe(200);
    ctx.clock.advance(23 * 60 * 60 * 1000);
    await ctx.app.galaxyClock.tick();
    expect((await buyWithKey(captain, key, { commodity_id, quantity: 1 })).headers['idempotent-replayed']).toBe('true');
    expect(await tradesOf(captain.characterId)).toBe(1);

    ctx.clock.advance(2 * 60 * 60 * 1000);
    await ctx.app.galaxyClock.tick();
    const stored = await ctx.database.db.selectFrom('idempotency_keys').select('idempotency_key').where('idempotency_key', '=', key).execute();
    expect(stored).toEqual([]);
    const fresh = await buyWithKey(captain, key, { commodity_id, quantity: 1 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await tradesOf(captain.characterId)).toBe(2);
  });
});

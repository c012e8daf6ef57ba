import { describe, expect, it } from 'vitest';
import { IdempotentAnswers } from '../../src/server/http/idempotentAnswers';
import { useCountingDatabase } from '../support/countingApp';

const ctx = useCountingDatabase();

async function claimedKeys(count: number): Promise<{ userId: number; keys: string[] }> {
  const user = await ctx.database.db.insertInto('users').values({ name: 'Answers', email: `answers-${Date.now()}-${Math.random()}@example.com`, password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  const keys = Array.from({ length: count }, (_, i) => `key-${i}`);
  await ctx.database.db.insertInto('idempotency_keys').values(keys.map((key) => ({ user_id: user.id, idempotency_key: key, fingerprint: 'f', created_at: new Date() }))).execute();
  return { userId: user.id, keys };
}

const answersOf = (userId: number) =>
  ctx.database.db.selectFrom('idempotency_keys').select(['idempotency_key', 'response_status', 'response_body']).where('user_id', '=', userId).orderBy('idempotency_key').execute();

describe('the answers of requests that claimed an Idempotency-Key', () => {
  it('writes the answers sent around the same moment in one statement', async () => {
    const { userId, keys } = await claimedKeys(5);
    const answers = new IdempotentAnswers(ctx.counting.db);
    ctx.counting.log.clear();
    await Promise.all(keys.map((key, i) => answers.store({ userId, key, status: 200 + i, body: `{"n":${i}}` })));
    expect(ctx.counting.log.statements).toHaveLength(1);
    expect(await answersOf(userId)).toEqual(keys.map((key, i) => ({ idempotency_key: key, response_status: 200 + i, response_body: `{"n":${i}}` })));
  });

  it('writes what is still gathering when flushed (the app closing), and nothing twice', async () => {
    const { userId, keys } = await claimedKeys(2);
    const answers = new IdempotentAnswers(ctx.counting.db);
    ctx.counting.log.clear();
    const first = answers.store({ userId, key: keys[0]!, status: 201, body: '' });
    await answers.flush();
    await first;
    expect((await answersOf(userId))[0]).toMatchObject({ response_status: 201 });
    await answers.store({ userId, key: keys[1]!, status: 422, body: '{"message":"no"}' });
    await answers.flush();
    expect(ctx.counting.log.statements).toHaveLength(2);
    expect((await answersOf(userId))[1]).toMatchObject({ response_status: 422, response_body: '{"message":"no"}' });
  });
});

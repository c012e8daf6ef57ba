import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { as, newTraders } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('parties under concurrency', () => {
  it('lets exactly 3 of 20 simultaneous joins into a party with 3 free places', async () => {
    const [leader, second, ...joiners] = await newTraders(ctx, 22);
    const created = await as(leader!, 'POST', '/api/party/create', { max_members: 5 });
    const { join_code: code, id } = created.json().party;
    expect((await as(second!, 'POST', '/api/party/join', { join_code: code })).statusCode).toBe(200);

    const responses = await Promise.all(joiners.map((t) => as(t, 'POST', '/api/party/join', { join_code: code })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    expect(responses.filter((r) => r.statusCode === 422).every((r) => r.json().message === 'The party is full.')).toBe(true);
    const members = await ctx.database.db.selectFrom('party_members').select(sql<number>`count(*)::int`.as('n')).where('party_id', '=', id).executeTakeFirstOrThrow();
    expect(members.n).toBe(5);
  });

  it('puts a character racing into two parties into one of them only', async () => {
    const [a, b, racer] = await newTraders(ctx, 3);
    const codeA = (await as(a!, 'POST', '/api/party/create', {})).json().party.join_code;
    const codeB = (await as(b!, 'POST', '/api/party/create', {})).json().party.join_code;
    const responses = await Promise.all([codeA, codeB, codeA, codeB].map((join_code) => as(racer!, 'POST', '/api/party/join', { join_code })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 422).every((r) => r.json().message === 'You are already in a party. Leave it first.')).toBe(true);
    const rows = await ctx.database.db.selectFrom('party_members').select('party_id').where('character_id', '=', racer!.id).execute();
    expect(rows).toHaveLength(1);
  });
});

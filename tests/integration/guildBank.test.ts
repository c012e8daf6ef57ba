import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { as, creditsOf, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function guildOf(leader: Trader, members: Trader[], officers: Trader[] = []): Promise<number> {
  const created = await as(leader, 'POST', '/api/guilds', { name: `Bank Guild ${leader.id}` });
  expect(created.statusCode, created.body).toBe(201);
  const guildId = created.json().guild.id as number;
  for (const member of members) {
    const invited = await as(leader, 'POST', `/api/guilds/${guildId}/invite`, { member_id: member.id });
    const request = (await as(member, 'GET', '/api/guilds')).json().my_invites.find((i: { guild: { id: number } }) => i.guild.id === guildId);
    expect(invited.statusCode).toBe(200);
    expect((await as(member, 'POST', `/api/guilds/${guildId}/respond`, { request_id: request.id, response: 'accept' })).statusCode).toBe(200);
  }
  for (const officer of officers) expect((await as(leader, 'POST', `/api/guilds/${guildId}/rank`, { member_id: officer.id, rank: 'officer' })).statusCode).toBe(200);
  return guildId;
}

describe('the guild bank', () => {
  it('moves credits only between purses and the bank: in equals out, and both ledgers add up', async () => {
    const db = ctx.database.db;
    const [leader, officer, ...members] = await newTraders(ctx, 6);
    const everyone = [leader!, officer!, ...members];
    const guildId = await guildOf(leader!, [officer!, ...members], [officer!]);
    const ids = everyone.map((t) => t.id);
    const total = async () => {
      const purses = await db.selectFrom('characters').select(sql<string>`sum(credits)`.as('sum')).where('id', 'in', ids).executeTakeFirstOrThrow();
      const bank = await db.selectFrom('guilds').select('bank_credits').where('id', '=', guildId).executeTakeFirstOrThrow();
      return Number(purses.sum) + bank.bank_credits;
    };
    const before = await total();

    // Everyone deposits and the officers withdraw, all at once, several rounds; some withdrawals find the bank short.
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        everyone.flatMap((t, i) => [
          as(t, 'POST', `/api/guilds/${guildId}/bank/deposit`, { amount: 100 * (i + 1) + round }),
          i < 2 ? as(t, 'POST', `/api/guilds/${guildId}/bank/withdraw`, { amount: 700 + round * 50 }) : Promise.resolve(null),
        ]),
      );
    }

    expect(await total()).toBe(before);
    const bank = (await db.selectFrom('guilds').select('bank_credits').where('id', '=', guildId).executeTakeFirstOrThrow()).bank_credits;
    const guildLedger = await db.selectFrom('guild_ledger').select([sql<string>`sum(amount)`.as('sum'), sql<number>`count(*)::int`.as('n')]).where('guild_id', '=', guildId).executeTakeFirstOrThrow();
    expect(Number(guildLedger.sum)).toBe(bank);
    expect(guildLedger.n).toBeGreaterThan(18);
    const characterSide = await db
      .selectFrom('credit_ledger')
      .select([sql<string>`sum(amount)`.as('sum'), sql<number>`count(*)::int`.as('n')])
      .where('reference_type', '=', 'guild')
      .where('reference_id', '=', guildId)
      .executeTakeFirstOrThrow();
    expect(Number(characterSide.sum)).toBe(-bank);
    expect(characterSide.n).toBe(guildLedger.n);
    // Each guild ledger row's balance is the one before plus its amount.
    const rows = await db.selectFrom('guild_ledger').select(['amount', 'balance_after']).where('guild_id', '=', guildId).orderBy('id').execute();
    rows.reduce((balance, row) => {
      expect(row.balance_after).toBe(balance + row.amount);
      return row.balance_after;
    }, 0);
    for (const t of everyone) {
      const ledger = await db.selectFrom('credit_ledger').select(sql<string>`sum(amount)`.as('sum')).where('character_id', '=', t.id).executeTakeFirstOrThrow();
      expect(Number(ledger.sum)).toBe(await creditsOf(db, t.id));
    }
  });

  it('refuses a member’s withdrawal, an overdraft and a deposit beyond the purse, changing nothing', async () => {
    const [leader, member] = await newTraders(ctx, 2);
    const guildId = await guildOf(leader!, [member!]);
    expect((await as(member!, 'POST', `/api/guilds/${guildId}/bank/deposit`, { amount: 500 })).json()).toMatchObject({ message: 'Deposited 500 cr.', bank_credits: 500, credits: 24_500 });
    const notOfficer = await as(member!, 'POST', `/api/guilds/${guildId}/bank/withdraw`, { amount: 10 });
    expect(notOfficer.statusCode).toBe(422);
    expect(notOfficer.json().message).toBe('Only officers and the leader can do that.');
    const overdraft = await as(leader!, 'POST', `/api/guilds/${guildId}/bank/withdraw`, { amount: 501 });
    expect(overdraft.json().message).toBe('The guild bank holds only 500 cr.');
    const tooMuch = await as(member!, 'POST', `/api/guilds/${guildId}/bank/deposit`, { amount: 30_000 });
    expect(tooMuch.statusCode).toBe(422);
    expect((await as(member!, 'POST', `/api/guilds/${guildId}/bank/deposit`, { amount: -5 })).json().errors.amount).toBeDefined();
    expect(await creditsOf(ctx.database.db, member!.id)).toBe(24_500);
    // The last member cannot walk away from a bank with credits in it.
    await as(member!, 'POST', `/api/guilds/${guildId}/leave`);
    expect((await as(leader!, 'POST', `/api/guilds/${guildId}/leave`)).json().message).toBe('Withdraw the bank’s credits before the last member leaves.');
  });
});

import { describe, expect, it } from 'vitest';
import type { PartyActionResponse } from '../../src/shared/api';
import { depositSocialExperience, SOCIAL_ACTS, SOCIAL_DAILY_CAP } from '../../src/shared/rules/party/socialExperience';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

async function socialOf(trader: Trader): Promise<number> {
  const row = await ctx.database.db.selectFrom('character_experience').select('total_earned').where('character_id', '=', trader.id).where('experience_type', '=', 'social').executeTakeFirst();
  return Number(row?.total_earned ?? 0);
}

const ok = async (trader: Trader, url: string, payload?: object) => {
  const response = await as(trader, 'POST', url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

describe('social experience from party and guild life', () => {
  it('joining a party and an invite taken up earn social; joining and leaving over and over stops at the day’s cap', async () => {
    const [leader, friend] = await newTraders(ctx, 2);
    const created = (await ok(leader!, '/api/party/create', { max_members: 10 })) as PartyActionResponse;
    await ok(leader!, '/api/party/invite', { character_id: friend!.id });
    const invite = (await as(friend!, 'GET', '/api/party/invites')).json().invites[0];
    await ok(friend!, '/api/party/invite/respond', { invite_id: invite.id, response: 'accept' });
    expect(await socialOf(friend!)).toBe(SOCIAL_ACTS.party_joined);
    expect(await socialOf(leader!)).toBe(SOCIAL_ACTS.invite_accepted);

    // Leave and rejoin by code until well past the cap: the day grants exactly the cap, no more.
    const code = created.party!.join_code;
    for (let n = 0; n < Math.ceil(SOCIAL_DAILY_CAP / SOCIAL_ACTS.party_joined) + 2; n++) {
      await ok(friend!, '/api/party/leave');
      await ok(friend!, '/api/party/join', { join_code: code });
    }
    expect(await socialOf(friend!)).toBe(SOCIAL_DAILY_CAP);
    const day = await ctx.database.db.selectFrom('character_social_days').select('earned').where('character_id', '=', friend!.id).execute();
    expect(day.map((d) => d.earned)).toEqual([SOCIAL_DAILY_CAP]);
  });

  it('joining a guild and depositing into its bank earn social; a refused deposit earns none', async () => {
    const [leader, member] = await newTraders(ctx, 2);
    const created = await as(leader!, 'POST', '/api/guilds', { name: `Social Guild ${leader!.id}` });
    expect(created.statusCode, created.body).toBe(201);
    const guildId = created.json().guild.id as number;
    await ok(member!, `/api/guilds/${guildId}/apply`);
    const requestId = (await as(leader!, 'GET', `/api/guilds/${guildId}`)).json<{ requests: { id: number }[] }>().requests[0]!.id;
    await ok(leader!, `/api/guilds/${guildId}/respond`, { request_id: requestId, response: 'accept' });
    expect(await socialOf(member!)).toBe(SOCIAL_ACTS.guild_joined);
    expect(await socialOf(leader!)).toBe(SOCIAL_ACTS.guild_recruited);

    await ok(member!, `/api/guilds/${guildId}/bank/deposit`, { amount: 1_500 });
    expect(await socialOf(member!)).toBe(SOCIAL_ACTS.guild_joined + depositSocialExperience(1_500));
    const refused = await as(member!, 'POST', `/api/guilds/${guildId}/bank/deposit`, { amount: 999_999_999 });
    expect(refused.statusCode).toBe(422);
    expect(await socialOf(member!)).toBe(SOCIAL_ACTS.guild_joined + depositSocialExperience(1_500));
  });
});

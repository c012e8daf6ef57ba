import { describe, expect, it } from 'vitest';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();
const post = (t: Trader, url: string, payload?: object) => as(t, 'POST', url, payload);

describe('guilds', () => {
  it('founds a guild, takes an application and an invitation, sets ranks and the message of the day', async () => {
    const [leader, applicant, invitee, outsider] = await newTraders(ctx, 4);
    const created = await post(leader!, '/api/guilds', { name: 'Kessel Runners' });
    expect(created.statusCode).toBe(201);
    const guildId = created.json().guild.id;
    expect(created.json()).toMatchObject({ my_rank: 'leader', bank_credits: 0, roster: [{ id: leader!.id, rank: 'leader' }] });
    expect((await post(outsider!, '/api/guilds', { name: 'kessel runners' })).json().errors.name).toEqual(['A guild with that name already exists.']);
    expect((await post(outsider!, '/api/guilds', { name: '<b>x</b>' })).statusCode).toBe(422);

    // An application waits for an officer; the applicant sees it pending.
    expect((await post(applicant!, `/api/guilds/${guildId}/apply`)).json().my_request).toBe('application');
    const view = (await as(leader!, 'GET', `/api/guilds/${guildId}`)).json();
    expect(view.requests).toHaveLength(1);
    expect((await as(outsider!, 'GET', `/api/guilds/${guildId}`)).json()).toMatchObject({ requests: [], bank_credits: null, ledger: [] });
    expect((await post(outsider!, `/api/guilds/${guildId}/respond`, { request_id: view.requests[0].id, response: 'accept' })).json().message).toBe('You are not a member of this guild.');
    const accepted = await post(leader!, `/api/guilds/${guildId}/respond`, { request_id: view.requests[0].id, response: 'accept' });
    expect(accepted.json().roster.map((m: { id: number }) => m.id)).toEqual([leader!.id, applicant!.id]);

    // Members can't invite; the leader can, and the invitee answers.
    expect((await post(applicant!, `/api/guilds/${guildId}/invite`, { member_id: invitee!.id })).json().message).toBe('Only officers and the leader can do that.');
    await post(leader!, `/api/guilds/${guildId}/invite`, { member_id: invitee!.id });
    const invite = (await as(invitee!, 'GET', '/api/guilds')).json().my_invites[0];
    expect((await post(invitee!, `/api/guilds/${guildId}/respond`, { request_id: invite.id, response: 'accept' })).json().my_rank).toBe('member');

    // Ranks: only the leader sets them; an officer may kick members but not other officers.
    expect((await post(applicant!, `/api/guilds/${guildId}/rank`, { member_id: invitee!.id, rank: 'officer' })).json().message).toBe('Only the guild leader can do that.');
    expect((await post(leader!, `/api/guilds/${guildId}/rank`, { member_id: applicant!.id, rank: 'officer' })).json().message).toMatch(/rank is now officer/);
    const motd = await post(applicant!, `/api/guilds/${guildId}/motd`, { motd: 'Fly safe.' });
    expect(motd.json().guild.motd).toBe('Fly safe.');
    expect((await post(applicant!, `/api/guilds/${guildId}/kick`, { member_id: invitee!.id })).statusCode).toBe(200);

    // Handing over leadership; the old leader becomes an officer; leaving passes it on.
    const handed = await post(leader!, `/api/guilds/${guildId}/rank`, { member_id: applicant!.id, rank: 'leader' });
    expect(handed.json().my_rank).toBe('officer');
    await post(applicant!, `/api/guilds/${guildId}/leave`);
    expect((await as(leader!, 'GET', `/api/guilds/${guildId}`)).json().my_rank).toBe('leader');
    const last = await post(leader!, `/api/guilds/${guildId}/leave`);
    expect(last.json().disbanded).toBe(true);
    expect((await as(leader!, 'GET', `/api/guilds/${guildId}`)).statusCode).toBe(404);
  });
});

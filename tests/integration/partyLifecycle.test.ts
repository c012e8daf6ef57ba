import { describe, expect, it } from 'vitest';
import type { PartyActionResponse } from '../../src/shared/api';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

const post = (t: Trader, url: string, payload?: object) => as(t, 'POST', url, payload);
const ok = async (t: Trader, url: string, payload?: object) => {
  const response = await post(t, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as PartyActionResponse;
};
const refusal = async (t: Trader, url: string, payload: object | undefined, status = 422) => {
  const response = await post(t, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json().message as string;
};

describe('the party lifecycle', () => {
  it('creates, invites, joins by code, transfers, kicks and ends, refusing what the rules forbid', async () => {
    const [leader, friend, stranger, late] = await newTraders(ctx, 4);
    const state = async (t: Trader) => (await as(t, 'GET', '/api/party')).json() as PartyActionResponse;
    expect((await state(leader!)).party).toBeNull();

    // Create with the defaults: invite only, 20 members, an 8-character join code, the creator leads.
    const created = await ok(leader!, '/api/party/create', { name: '' });
    expect(created.message).toBe('Party created.');
    expect(created.party).toMatchObject({ name: null, privacy: 'invite_only', max_members: 20, leader_id: leader!.id });
    expect(created.party!.join_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(created.members.map((m) => m.id)).toEqual([leader!.id]);
    expect(created.members[0]!.location.super_area_name).toBeTruthy();
    expect(await refusal(leader!, '/api/party/create', {})).toBe('You are already in a party. Leave it first.');

    // Bad input: 422 with field errors, nothing made.
    const bad = await post(stranger!, '/api/party/create', { max_members: 101 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.max_members).toBeDefined();
    expect((await post(stranger!, '/api/party/create', { max_members: 1 })).json().errors.max_members).toBeDefined();
    expect((await state(stranger!)).party).toBeNull();
    expect((await post(leader!, '/api/party/invite', { character_id: '' })).statusCode).toBe(422);
    expect((await post(friend!, '/api/party/join', { join_code: '' })).json().errors.join_code).toBeDefined();

    // Invite: the body's character_id is the invitee; the actor comes from the header.
    const invited = await ok(leader!, '/api/party/invite', { character_id: friend!.id });
    expect(invited.message).toBe(`Invite sent to ${(await as(friend!, 'GET', `/api/characters/${friend!.id}`)).json().name}.`);
    expect(invited.invites.map((i) => i.character.id)).toEqual([friend!.id]);
    expect(await refusal(leader!, '/api/party/invite', { character_id: friend!.id })).toMatch(/already has an invite/);
    expect(await refusal(friend!, '/api/party/invite', { character_id: stranger!.id })).toBe('You are not in a party.');
    const received = (await as(friend!, 'GET', '/api/party/invites')).json().invites;
    expect(received).toHaveLength(1);
    expect(received[0].party.name).toBeNull();

    // Accept the invite: the friend is a member; the invite is answered.
    const accepted = await ok(friend!, '/api/party/invite/respond', { invite_id: received[0].id, response: 'accept' });
    expect(accepted.members.map((m) => m.id)).toEqual([leader!.id, friend!.id]);
    expect(accepted.invites).toEqual([]);
    expect(await refusal(friend!, '/api/party/invite/respond', { invite_id: received[0].id, response: 'decline' })).toBe('This invite has already been answered.');
    expect((await post(stranger!, '/api/party/invite/respond', { invite_id: received[0].id, response: 'accept' })).statusCode).toBe(404);

    // Not the leader: every leader call is refused.
    for (const [url, body] of [
      ['/api/party/privacy', { privacy: 'public', max_members: 5 }],
      ['/api/party/invite', { character_id: stranger!.id }],
      ['/api/party/kick', { character_id: leader!.id }],
      ['/api/party/transfer', { character_id: friend!.id }],
    ] as const) {
      expect(await refusal(friend!, url, body)).toBe('Only the party leader can do that.');
    }

    // Wrong code, then full: max members 2 with two members.
    expect(await refusal(stranger!, '/api/party/join', { join_code: 'ZZZZZZZZ' })).toBe('No party has that join code.');
    await ok(leader!, '/api/party/privacy', { privacy: 'invite_only', max_members: 2 });
    expect(await refusal(stranger!, '/api/party/join', { join_code: created.party!.join_code.toLowerCase() })).toBe('The party is full.');
    expect(await refusal(leader!, '/api/party/privacy', { privacy: 'public', max_members: 1 })).toMatch(/max_members|at least 2/);
    await ok(leader!, '/api/party/privacy', { privacy: 'public', max_members: 3 });

    // Join by code (case does not matter); already in a party refuses a second join.
    const joined = await ok(stranger!, '/api/party/join', { join_code: ` ${created.party!.join_code.toLowerCase()} ` });
    expect(joined.members).toHaveLength(3);
    expect(await refusal(stranger!, '/api/party/join', { join_code: created.party!.join_code })).toBe('You are already in a party. Leave it first.');
    expect(await refusal(late!, '/api/groups/' + created.party!.id + '/join', undefined)).toBe('The party is full.');

    // Transfer: the friend leads; the old leader loses Make Leader and Kick.
    const transferred = await ok(leader!, '/api/party/transfer', { character_id: friend!.id });
    expect(transferred.party!.leader_id).toBe(friend!.id);
    expect(await refusal(leader!, '/api/party/kick', { character_id: stranger!.id })).toBe('Only the party leader can do that.');
    expect(await refusal(friend!, '/api/party/kick', { character_id: friend!.id })).toBe('You cannot kick yourself; leave the party instead.');
    expect(await refusal(friend!, '/api/party/transfer', { character_id: late!.id })).toBe('That character is not in your party.');

    // Kick: the stranger is out and sees no party.
    const kicked = await ok(friend!, '/api/party/kick', { character_id: stranger!.id });
    expect(kicked.members.map((m) => m.id)).toEqual([leader!.id, friend!.id]);
    expect((await state(stranger!)).party).toBeNull();

    // The leader leaves: leadership passes to the longest-standing member; the last one out ends the party.
    await ok(friend!, '/api/party/leave');
    expect((await state(leader!)).party!.leader_id).toBe(leader!.id);
    const left = await ok(leader!, '/api/party/leave');
    expect(left.party).toBeNull();
    expect(await ctx.database.db.selectFrom('parties').select('id').where('id', '=', created.party!.id).executeTakeFirst()).toBeUndefined();
    expect(await refusal(leader!, '/api/party/leave', undefined)).toBe('You are not in a party.');
  });

  it('declines an invite, lists public parties as groups, and adds only the leader’s own characters directly', async () => {
    const all = await newTraders(ctx, 6);
    const [leader, alt, other] = [all[0]!, all[1]!, all[5]!];
    const party = (await ok(leader, '/api/party/create', { name: 'Spice Run', privacy: 'public', max_members: 4 })).party!;
    const invited = await ok(leader, '/api/party/invite', { character_id: other.id });
    const declined = await ok(other, '/api/party/invite/respond', { invite_id: invited.invites[0]!.id, response: 'decline' });
    expect(declined.message).toBe('Invite declined.');
    expect(declined.party).toBeNull();

    const groups = (await as(other, 'GET', '/api/groups')).json().groups as { id: number; free_places: number; name: string }[];
    expect(groups.find((g) => g.id === party.id)).toMatchObject({ name: 'Spice Run', free_places: 3 });
    expect((await as(other, 'GET', `/api/groups/${party.id}`)).json().members).toHaveLength(1);

    expect(await refusal(leader, '/api/party/add-member', { character_id: other.id })).toBe('Only your own characters can be added directly; invite other players.');
    const added = await ok(leader, '/api/party/add-member', { character_id: alt.id });
    expect(added.members.map((m) => m.id)).toEqual([leader.id, alt.id]);
    const viaGroup = await ok(other, `/api/groups/${party.id}/join`);
    expect(viaGroup.message).toBe('You joined Spice Run.');

    await ok(leader, '/api/party/privacy', { privacy: 'invite_only', max_members: 4 });
    expect((await as(other, 'GET', `/api/groups/${party.id}`)).statusCode).toBe(404);
  });

  it('reads the acting character from the header, never from the target character_id', async () => {
    const [leader, target] = await newTraders(ctx, 2);
    await ok(leader!, '/api/party/create', {});
    // The target belongs to the same player here; the header still decides who acts.
    const response = await leader!.visitor.request({ method: 'POST', url: '/api/party/invite', payload: { character_id: target!.id }, headers: { 'x-character-id': String(leader!.id) } });
    expect(response.statusCode).toBe(200);
    expect(response.json().party.leader_id).toBe(leader!.id);
    const noHeader = await leader!.visitor.request({ method: 'POST', url: '/api/party/kick', payload: { character_id: leader!.id }, headers: { 'x-character-id': '' } });
    expect(noHeader.statusCode).toBe(422);
  });
});

import { describe, expect, it } from 'vitest';
import type { Invitee } from '../../src/shared/api';
import { as, newTraders, type Trader } from '../support/marketTraders';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/** Moves a character to a shuttleport of another system than the starting one. */
async function sendElsewhere(trader: Trader): Promise<void> {
  const db = ctx.database.db;
  const place = await db.selectFrom('places as p').innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id').select('p.id').where('sa.is_starting', '=', false).orderBy('p.id').executeTakeFirstOrThrow();
  await db.updateTable('characters').set({ place_id: place.id }).where('id', '=', trader.id).execute();
}

async function nameOf(trader: Trader): Promise<string> {
  return (await ctx.database.db.selectFrom('characters').select('name').where('id', '=', trader.id).executeTakeFirstOrThrow()).name;
}

const search = (trader: Trader, name: string) => as(trader, 'GET', `/api/party/invitees?name=${encodeURIComponent(name)}`);
const found = async (trader: Trader, name: string) => {
  const response = await search(trader, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ invitees: Invitee[] }>().invitees.map((i) => ({ id: i.id, sources: i.sources }));
};

describe('party invites by name', () => {
  it('finds the people in your system, your guild and your private chats by part of their name, never yourself or your party', async () => {
    const db = ctx.database.db;
    const [me, beside, guildMate, pen, stranger] = await newTraders(ctx, 5);
    // Only `beside` stands in my system; the others are elsewhere.
    for (const far of [guildMate!, pen!, stranger!]) await sendElsewhere(far);
    const [besideName, guildName, penName, strangerName] = (await Promise.all([beside!, guildMate!, pen!, stranger!].map(nameOf))) as [string, string, string, string];

    expect(await found(me!, besideName.toUpperCase())).toEqual([{ id: beside!.id, sources: ['nearby'] }]);
    expect(await found(me!, besideName.slice(-3))).toContainEqual({ id: beside!.id, sources: ['nearby'] });

    // A guild-mate anywhere in the galaxy.
    expect((await as(me!, 'POST', '/api/guilds', { name: 'Lantern Haulers' })).statusCode).toBe(201);
    const guild = await db.selectFrom('guild_members').select('guild_id').where('character_id', '=', me!.id).executeTakeFirstOrThrow();
    await db.insertInto('guild_members').values({ guild_id: guild.guild_id, character_id: guildMate!.id, rank: 'member', joined_at: new Date() }).execute();
    expect(await found(me!, guildName)).toEqual([{ id: guildMate!.id, sources: ['guild'] }]);

    // Someone who wrote to me privately.
    expect((await as(pen!, 'POST', '/api/chat/messages', { channel: 'private', body: 'Need a wingman?', recipient_id: me!.id })).statusCode).toBe(201);
    expect(await found(me!, penName)).toEqual([{ id: pen!.id, sources: ['contact'] }]);

    // Nobody I know: a 422 on the name, saying where it looked.
    const unknown = await search(me!, strangerName);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.name).toEqual([`No one called “${strangerName}” is in your system, your guild or your private chats.`]);
    // Myself neither; wildcards are letters.
    expect((await search(me!, await nameOf(me!))).statusCode).toBe(422);
    expect((await search(me!, '%')).statusCode).toBe(422);
    expect((await search(me!, '  ')).statusCode).toBe(422);

    // The UI sends the id it found: the invite call keeps character_id; a member is found no more.
    expect((await as(me!, 'POST', '/api/party/create', {})).statusCode).toBe(201);
    const invited = await as(me!, 'POST', '/api/party/invite', { character_id: beside!.id });
    expect(invited.statusCode, invited.body).toBe(200);
    const invite = (await as(beside!, 'GET', '/api/party/invites')).json().invites[0];
    expect((await as(beside!, 'POST', '/api/party/invite/respond', { invite_id: invite.id, response: 'accept' })).statusCode).toBe(200);
    expect((await search(me!, besideName)).statusCode).toBe(422);
  });
});

import type { ChatChannel, ChatChannelName } from '../../../shared/api';
import { guildChannelName, partyChannelName, socialChannelName, systemChannelName } from '../../../shared/api/socialChannels';
import type { Db } from '../../db/database';
import { fieldError, notFound, refused } from '../../kernel/refusal';
import { partyDisplayName } from '../party/partyTexts';

export const chatTexts = {
  noParty: 'You are not in a party.',
  noGuild: 'You are not in a guild.',
  recipientRequired: 'Choose who to send a private message to.',
  recipientNotFound: 'Character not found.',
  notYourself: 'You cannot send a private message to yourself.',
  muteYourself: 'You cannot mute yourself.',
} as const;

/** Where the character is and what it belongs to: the channels it may read and write. */
export async function chatChannelsOf(db: Db, characterId: number): Promise<ChatChannel[]> {
  const row = await db
    .selectFrom('characters as c')
    .innerJoin('places as p', 'p.id', 'c.place_id')
    .innerJoin('super_areas as sa', 'sa.id', 'p.super_area_id')
    .leftJoin('party_members as pm', 'pm.character_id', 'c.id')
    .leftJoin('parties as party', 'party.id', 'pm.party_id')
    .leftJoin('characters as leader', 'leader.id', 'party.leader_id')
    .leftJoin('guild_members as gm', 'gm.character_id', 'c.id')
    .leftJoin('guilds as g', 'g.id', 'gm.guild_id')
    .select(['sa.id as system_id', 'sa.name as system_name', 'party.id as party_id', 'party.name as party_name', 'leader.name as leader_name', 'g.id as guild_id', 'g.name as guild_name'])
    .where('c.id', '=', characterId)
    .executeTakeFirst();
  if (!row) throw notFound('Character not found.');
  const channels: ChatChannel[] = [{ channel: 'system', key: row.system_id, name: row.system_name, wire_channel: systemChannelName(row.system_id) }];
  if (row.party_id !== null) channels.push({ channel: 'party', key: row.party_id, name: partyDisplayName(row.party_name, row.leader_name ?? ''), wire_channel: partyChannelName(row.party_id) });
  if (row.guild_id !== null && row.guild_name !== null) channels.push({ channel: 'guild', key: row.guild_id, name: row.guild_name, wire_channel: guildChannelName(row.guild_id) });
  return channels;
}

/**
 * The channel key a message of `channel` goes to for this character (its system, party or guild;
 * the recipient for a private message) and the realtime channels that deliver it.
 */
export async function resolveChatTarget(db: Db, characterId: number, channel: ChatChannelName, recipientId: number | undefined): Promise<{ key: number; wires: string[] }> {
  if (channel === 'private') {
    if (recipientId === undefined) throw fieldError('recipient_id', chatTexts.recipientRequired);
    if (recipientId === characterId) throw refused(chatTexts.notYourself, 'recipient_id');
    const recipient = await db.selectFrom('characters').select('id').where('id', '=', recipientId).executeTakeFirst();
    if (!recipient) throw refused(chatTexts.recipientNotFound, 'recipient_id');
    return { key: recipientId, wires: [socialChannelName(recipientId), socialChannelName(characterId)] };
  }
  const found = (await chatChannelsOf(db, characterId)).find((c) => c.channel === channel);
  if (!found) throw refused(channel === 'party' ? chatTexts.noParty : chatTexts.noGuild, 'channel');
  return { key: found.key, wires: [found.wire_channel] };
}

/**
 * The realtime channels of parties, guilds and chat (issue 19). Presence channels tell who is
 * there (the member's id is the character id); each also carries its chat messages and changes.
 */
export const partyChannelName = (partyId: number) => `presence-party.${partyId}`;
export const guildChannelName = (guildId: number) => `presence-guild.${guildId}`;
export const systemChannelName = (superAreaId: number) => `presence-system.${superAreaId}`;
/** A character's own social channel: private messages, party invites, guild news. Only its owner may join. */
export const socialChannelName = (characterId: number) => `private-social.${characterId}`;

/** Events on those channels. */
export const socialEvents = {
  /** A party changed (members, leader, privacy, invites): members refetch it. */
  partyUpdated: 'PartyUpdated',
  /** A guild changed (roster, ranks, message of the day, bank). */
  guildUpdated: 'GuildUpdated',
  /** A new party invite for the character. */
  partyInvite: 'PartyInvite',
  /** A chat message (the payload is a chat message of the contract). */
  chatMessage: 'ChatMessage',
} as const;

const SOCIAL_CHANNEL = /^(presence-party|presence-guild|presence-system|private-social)\.([1-9]\d{0,9})$/;

export type SocialChannelKind = 'party' | 'guild' | 'system' | 'social';

const KINDS: Record<string, SocialChannelKind> = {
  'presence-party': 'party',
  'presence-guild': 'guild',
  'presence-system': 'system',
  'private-social': 'social',
};

/** What a social channel's wire name names, or null for any other channel. */
export function parseSocialChannel(wireName: string): { kind: SocialChannelKind; id: number } | null {
  const match = SOCIAL_CHANNEL.exec(wireName);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2 ** 31 - 1 ? { kind: KINDS[match[1]!]!, id } : null;
}

import { describe, expect, it } from 'vitest';
import { guildChannelName, parseSocialChannel, partyChannelName, socialChannelName, systemChannelName } from './socialChannels';

describe('social channel names', () => {
  it('names and reads back the party, guild, system and social channels', () => {
    expect(parseSocialChannel(partyChannelName(12))).toEqual({ kind: 'party', id: 12 });
    expect(parseSocialChannel(guildChannelName(3))).toEqual({ kind: 'guild', id: 3 });
    expect(parseSocialChannel(systemChannelName(7))).toEqual({ kind: 'system', id: 7 });
    expect(parseSocialChannel(socialChannelName(9))).toEqual({ kind: 'social', id: 9 });
  });

  it('refuses other channels and ids out of range', () => {
    expect(parseSocialChannel('private-character.4')).toBeNull();
    expect(parseSocialChannel('presence-party.0')).toBeNull();
    expect(parseSocialChannel('presence-party.01')).toBeNull();
    expect(parseSocialChannel('presence-party.4294967296')).toBeNull();
    expect(parseSocialChannel('private-party.4')).toBeNull();
  });
});

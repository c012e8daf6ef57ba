// Generated from the database the migrations in src/server/db/migrations build: do not edit.
// Change a migration (or schemaOverrides.ts for what the database cannot say, schemaDomains.ts
// for which file a table goes in), then run `npm run db:schema`.
// tests/integration/schemaDrift.test.ts fails while these files are stale.

import type { GeneratedAlways } from 'kysely';
import type { ChatChannelType, Generated, GuildLedgerReason, GuildRank, GuildRequestKind, GuildRequestStatus, InviteStatus, PartyPrivacy, Timestamp } from '../schema';

export interface CharacterSocialDaysTable {
  character_id: number;
  day: Timestamp;
  earned: number;
}

export interface ChatMessagesTable {
  id: GeneratedAlways<number>;
  channel_type: ChatChannelType;
  channel_key: number;
  sender_id: number;
  body: string;
  created_at: Timestamp;
}

export interface ChatMutesTable {
  character_id: number;
  muted_character_id: number;
  created_at: Timestamp;
}

export interface GuildLedgerTable {
  id: GeneratedAlways<number>;
  guild_id: number;
  character_id: number | null;
  amount: number;
  reason: GuildLedgerReason;
  balance_after: number;
  created_at: Timestamp;
}

export interface GuildMembersTable {
  character_id: number;
  guild_id: number;
  rank: GuildRank;
  joined_at: Timestamp;
}

export interface GuildRequestsTable {
  id: GeneratedAlways<number>;
  guild_id: number;
  character_id: number;
  kind: GuildRequestKind;
  status: Generated<GuildRequestStatus>;
  created_at: Timestamp;
}

export interface GuildsTable {
  id: GeneratedAlways<number>;
  name: string;
  motd: Generated<string>;
  bank_credits: Generated<number>;
  created_at: Timestamp;
}

export interface PartiesTable {
  id: GeneratedAlways<number>;
  name: string | null;
  privacy: Generated<PartyPrivacy>;
  max_members: Generated<number>;
  join_code: string;
  leader_id: number;
  created_at: Timestamp;
}

export interface PartyInvitesTable {
  id: GeneratedAlways<number>;
  party_id: number;
  character_id: number;
  invited_by: number;
  status: Generated<InviteStatus>;
  created_at: Timestamp;
  responded_at: Timestamp | null;
}

export interface PartyMembersTable {
  character_id: number;
  party_id: number;
  joined_at: Timestamp;
  seq: GeneratedAlways<number>;
}

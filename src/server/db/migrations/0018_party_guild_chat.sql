-- Issue 19: parties, guilds and chat.

-- A party (seed 001 §3): the leader is a member; the join code is 8 characters and unique.
CREATE TABLE parties (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text,
  privacy     text        NOT NULL DEFAULT 'invite_only' CHECK (privacy IN ('invite_only', 'public')),
  max_members integer     NOT NULL DEFAULT 20 CHECK (max_members BETWEEN 2 AND 100),
  join_code   text        NOT NULL UNIQUE CHECK (length(join_code) = 8),
  -- A leader's character deleted takes the party with it (members' rows go with the party).
  leader_id   bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL
);
CREATE INDEX parties_public ON parties (privacy, id);

-- A character is in at most one party: the primary key says so.
CREATE TABLE party_members (
  character_id bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  party_id     bigint      NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
  joined_at    timestamptz NOT NULL,
  -- Ties of joined_at (one transaction) break by insertion order.
  seq          bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX party_members_party ON party_members (party_id, joined_at, seq);

CREATE TABLE party_invites (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  party_id     bigint      NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  invited_by   bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at   timestamptz NOT NULL,
  responded_at timestamptz
);
-- One pending invite per party and character.
CREATE UNIQUE INDEX party_invites_pending ON party_invites (party_id, character_id) WHERE status = 'pending';
CREATE INDEX party_invites_character ON party_invites (character_id, status);

-- Guilds: persistent organisations with ranks, a message of the day and a bank of credits.
CREATE TABLE guilds (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name         text        NOT NULL,
  motd         text        NOT NULL DEFAULT '',
  bank_credits bigint      NOT NULL DEFAULT 0 CHECK (bank_credits >= 0),
  created_at   timestamptz NOT NULL
);
CREATE UNIQUE INDEX guilds_name_unique ON guilds (lower(name));

-- A character is in at most one guild.
CREATE TABLE guild_members (
  character_id bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  guild_id     bigint      NOT NULL REFERENCES guilds (id) ON DELETE CASCADE,
  rank         text        NOT NULL CHECK (rank IN ('leader', 'officer', 'member')),
  joined_at    timestamptz NOT NULL
);
CREATE INDEX guild_members_guild ON guild_members (guild_id, joined_at);
-- One leader per guild.
CREATE UNIQUE INDEX guild_members_one_leader ON guild_members (guild_id) WHERE rank = 'leader';

-- Applications (the character asks) and invitations (an officer asks), pending until answered.
CREATE TABLE guild_requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guild_id     bigint      NOT NULL REFERENCES guilds (id) ON DELETE CASCADE,
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  kind         text        NOT NULL CHECK (kind IN ('application', 'invite')),
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at   timestamptz NOT NULL
);
CREATE UNIQUE INDEX guild_requests_pending ON guild_requests (guild_id, character_id) WHERE status = 'pending';

-- The guild bank's ledger: each deposit or withdrawal, with the bank's balance after it. The
-- character's side of the same movement is a credit_ledger row (reference_type 'guild').
CREATE TABLE guild_ledger (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  guild_id      bigint      NOT NULL REFERENCES guilds (id) ON DELETE CASCADE,
  character_id  bigint      REFERENCES characters (id) ON DELETE SET NULL,
  amount        bigint      NOT NULL CHECK (amount <> 0),
  reason        text        NOT NULL CHECK (reason IN ('deposit', 'withdrawal')),
  balance_after bigint      NOT NULL CHECK (balance_after >= 0),
  created_at    timestamptz NOT NULL
);
CREATE INDEX guild_ledger_guild ON guild_ledger (guild_id, id);

ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check CHECK (reason IN (
  'opening_balance', 'market_buy', 'market_sell', 'refuel', 'ship_purchase',
  'upgrade_install', 'upgrade_uninstall', 'contract_collateral', 'contract_payout',
  'shuttle_fare', 'hyperspace_maintenance', 'travel_event', 'item_purchase', 'item_sale', 'item_repair',
  'guild_deposit', 'guild_withdrawal'));
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reference_type_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check
  CHECK (reference_type IN ('market_trade', 'contract', 'journey', 'ship', 'ship_customization', 'item', 'guild'));

-- Chat: messages of a star system, a party, a guild, or between two characters, kept for history.
CREATE TABLE chat_messages (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel_type text        NOT NULL CHECK (channel_type IN ('system', 'party', 'guild', 'private')),
  -- The super area, party or guild id; for private messages the recipient character.
  channel_key  bigint      NOT NULL,
  sender_id    bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  body         text        NOT NULL CHECK (length(body) BETWEEN 1 AND 500),
  created_at   timestamptz NOT NULL
);
CREATE INDEX chat_messages_channel ON chat_messages (channel_type, channel_key, id);
CREATE INDEX chat_messages_sender_private ON chat_messages (sender_id, id) WHERE channel_type = 'private';

-- Who a character has muted: their messages are left out of what the character reads.
CREATE TABLE chat_mutes (
  character_id       bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  muted_character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  created_at         timestamptz NOT NULL,
  PRIMARY KEY (character_id, muted_character_id),
  CHECK (character_id <> muted_character_id)
);

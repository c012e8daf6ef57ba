-- Crafting above novice (issue 38): the buff a crafted meal or drink leaves, and the warnings
-- sent before a resource deposit expires.

-- A character's "well fed" buff: recovery faster by `regeneration_percent` until `expires_at`.
-- One at a time: a new meal replaces the old.
CREATE TABLE food_buffs (
  character_id         bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  item_name            text        NOT NULL,
  regeneration_percent integer     NOT NULL CHECK (regeneration_percent > 0),
  expires_at           timestamptz NOT NULL
);

-- Each character is warned once per deposit it harvested before the deposit expires.
CREATE TABLE spawn_expiry_warnings (
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  spawn_key    text        NOT NULL,
  warned_at    timestamptz NOT NULL,
  PRIMARY KEY (character_id, spawn_key)
);

-- The harvested deposit's name, so its warning can name it without regenerating the galaxy.
ALTER TABLE resource_harvests ADD COLUMN spawn_name text;

-- The captain's log: every notification and realtime event a character receives, newest first.
CREATE TABLE captains_log_entries (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  kind         text        NOT NULL CHECK (kind IN ('notification', 'event')),
  app_id       text,
  type         text        NOT NULL CHECK (type IN ('info', 'success', 'warning', 'urgent')),
  count        integer     NOT NULL DEFAULT 1 CHECK (count >= 0),
  message      text        NOT NULL,
  -- The realtime event's name ('event' entries) and its payload, kept for later readers.
  event        text,
  payload      jsonb,
  -- A notification's condition identity: the same key again within minutes is not logged twice.
  dedupe_key   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- Pages are read newest first per character; the id orders entries made in the same instant.
CREATE INDEX captains_log_character_newest ON captains_log_entries (character_id, created_at DESC, id DESC);
CREATE INDEX captains_log_character_key ON captains_log_entries (character_id, dedupe_key, created_at DESC)
  WHERE dedupe_key IS NOT NULL;

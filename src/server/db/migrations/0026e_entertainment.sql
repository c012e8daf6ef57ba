-- Entertainment (issue 37): performances in social places, their audience, the buff watching
-- leaves, and tips between watcher and performer.

-- A character performing now (one performance at a time), where, and the strength its audience
-- takes from it (the performer's `performance` modifier when it started).
CREATE TABLE performances (
  character_id      bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  place_id          bigint      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  kind              text        NOT NULL CHECK (kind IN ('dance', 'music')),
  performance_bonus real        NOT NULL CHECK (performance_bonus >= 0),
  started_at        timestamptz NOT NULL,
  tips_received     bigint      NOT NULL DEFAULT 0 CHECK (tips_received >= 0)
);
CREATE INDEX performances_place ON performances (place_id);

-- A character watching a performance (one at a time). `settled_at`: how far its minutes have
-- paid experience; `paid_minutes`: how many this watch has paid (bounded).
CREATE TABLE performance_watchers (
  character_id bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  performer_id bigint      NOT NULL REFERENCES performances (character_id) ON DELETE CASCADE,
  started_at   timestamptz NOT NULL,
  settled_at   timestamptz NOT NULL,
  paid_minutes integer     NOT NULL DEFAULT 0 CHECK (paid_minutes >= 0)
);
CREATE INDEX performance_watchers_performer ON performance_watchers (performer_id);

-- The buff a performance leaves on a watcher: more experience on every grant and faster HAM
-- regeneration until `expires_at` (refreshed while watching).
CREATE TABLE entertainment_buffs (
  character_id             bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  performer_name           text        NOT NULL,
  experience_bonus_percent integer     NOT NULL CHECK (experience_bonus_percent >= 0),
  regeneration_multiplier  real        NOT NULL CHECK (regeneration_multiplier >= 1),
  expires_at               timestamptz NOT NULL
);

-- Tips move credits between characters: one more ledger reason each way, the performer's
-- character as reference.
DO $$
DECLARE
  reasons text;
  refs text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO reasons FROM pg_constraint WHERE conname = 'credit_ledger_reason_check';
  SELECT pg_get_constraintdef(oid) INTO refs FROM pg_constraint WHERE conname = 'credit_ledger_reference_type_check';
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_check;
  ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reference_type_check;
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check '
    || replace(reasons, 'ARRAY[', 'ARRAY[''tip_given''::text, ''tip_received''::text, ');
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check '
    || replace(refs, 'ARRAY[', 'ARRAY[''character''::text, ');
END $$;

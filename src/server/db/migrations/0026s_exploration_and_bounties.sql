-- Scouting and investigation (issue 37). A character's first visit of each place (and so of each
-- location and system) is kept, so exploring pays once; bounties follow a trail of clue systems to
-- a named target, fought in the last system, and pay a reward from the bounty office.

CREATE TABLE explored_places (
  character_id     bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  place_id         bigint      NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  location_id      bigint      NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  super_area_id    bigint      NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  first_visited_at timestamptz NOT NULL,
  PRIMARY KEY (character_id, place_id)
);
CREATE INDEX explored_places_location ON explored_places (character_id, location_id);
CREATE INDEX explored_places_system ON explored_places (character_id, super_area_id);

-- Where every character stands now was seen already: it pays nothing.
INSERT INTO explored_places (character_id, place_id, location_id, super_area_id, first_visited_at)
SELECT c.id, p.id, p.location_id, p.super_area_id, now()
FROM characters c JOIN places p ON p.id = c.place_id;

CREATE TABLE bounties (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id      bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  -- The board's offer it was taken from (day and slot): one active bounty per target.
  target_key        text        NOT NULL,
  target_name       text        NOT NULL,
  target_level      integer     NOT NULL CHECK (target_level BETWEEN 1 AND 50),
  -- The reward before the hunter's bounty bonus.
  reward            integer     NOT NULL CHECK (reward > 0),
  -- The clue systems in order, then the system the target hides in.
  trail             bigint[]    NOT NULL CHECK (cardinality(trail) >= 2),
  clues_followed    integer     NOT NULL DEFAULT 0 CHECK (clues_followed >= 0 AND clues_followed < cardinality(trail)),
  status            text        NOT NULL CHECK (status IN ('active', 'completed', 'abandoned', 'expired')),
  -- The fight against the target, once the hunter starts one.
  combat_session_id bigint      REFERENCES combat_sessions (id) ON DELETE SET NULL,
  paid              integer,
  accepted_at       timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  ended_at          timestamptz
);
CREATE UNIQUE INDEX bounties_one_active_per_target ON bounties (character_id, target_key) WHERE status = 'active';
CREATE INDEX bounties_character ON bounties (character_id, status);

-- Bounties pay: one more ledger reason and the bounty as reference.
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
    || replace(reasons, 'ARRAY[', 'ARRAY[''bounty_reward''::text, ');
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check '
    || replace(refs, 'ARRAY[', 'ARRAY[''bounty''::text, ');
END $$;

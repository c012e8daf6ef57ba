-- Issue 37, the Force, leadership and social life.

-- What a character has unlocked through play (the end of a quest line): keys the skills read as
-- profession prerequisites (the Jedi Path opens Jedi, the Dark Path opens Sith). Granted once.
CREATE TABLE character_unlocks (
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  unlock_key   text        NOT NULL CHECK (length(unlock_key) BETWEEN 1 AND 64),
  unlocked_at  timestamptz NOT NULL,
  PRIMARY KEY (character_id, unlock_key)
);

-- Social experience earned per game day (UTC day of the game clock): the cap is counted here, so
-- joining and leaving a party over and over earns no more than the day allows.
CREATE TABLE character_social_days (
  character_id bigint  NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  day          date    NOT NULL,
  earned       integer NOT NULL CHECK (earned >= 0),
  PRIMARY KEY (character_id, day)
);

-- Force abilities each fighter used in a fight: a victory grants force experience to those who did.
CREATE TABLE combat_force_uses (
  session_id   bigint  NOT NULL REFERENCES combat_sessions (id) ON DELETE CASCADE,
  character_id bigint  NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  uses         integer NOT NULL CHECK (uses > 0),
  PRIMARY KEY (session_id, character_id)
);

-- Party members fight together: a party member in the same system joins a running ground fight as
-- an ally (docs/GAME_RULES.md "Parties and quests"). The session's owner stays its character_id;
-- each ally keeps its own place in the fight (posture, range, guard) and what the fight gave or
-- cost it. `owner_out`: the owner fell or left while allies fought on.
CREATE TABLE combat_session_allies (
  session_id   bigint      NOT NULL REFERENCES combat_sessions (id) ON DELETE CASCADE,
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  status       text        NOT NULL DEFAULT 'fighting' CHECK (status IN ('fighting', 'down', 'left')),
  posture      text        NOT NULL DEFAULT 'standing' CHECK (posture IN ('standing', 'kneeling', 'prone')),
  range        text        NOT NULL DEFAULT 'medium' CHECK (range IN ('close', 'medium', 'long')),
  defending    boolean     NOT NULL DEFAULT false,
  rewards      jsonb,
  penalties    jsonb,
  joined_at    timestamptz NOT NULL,
  PRIMARY KEY (session_id, character_id)
);
CREATE INDEX combat_session_allies_character ON combat_session_allies (character_id) WHERE status = 'fighting';

ALTER TABLE combat_sessions ADD COLUMN owner_out boolean NOT NULL DEFAULT false;

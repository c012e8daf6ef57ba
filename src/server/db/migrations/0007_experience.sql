-- Experience a character has earned by acting, per type (seed 001 §3 experience types, plus trading).
-- Learning skills needs experience but does not spend it: current_amount only grows with total_earned.
CREATE TABLE character_experience (
  character_id    bigint NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  experience_type text   NOT NULL,
  current_amount  bigint NOT NULL DEFAULT 0 CHECK (current_amount >= 0),
  total_earned    bigint NOT NULL DEFAULT 0 CHECK (total_earned >= 0),
  PRIMARY KEY (character_id, experience_type)
);

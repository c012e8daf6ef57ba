-- Skills and professions (issue 15, GAME_RULES "Skills and professions"): the seeded content
-- (professions, their four trees, their skills and prerequisites) and what each character has
-- started and learned. Content rows carry a stable `key` so a newer seed updates them in place.

CREATE TABLE professions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key         text         NOT NULL UNIQUE,
  name        text         NOT NULL UNIQUE,
  category    text         NOT NULL CHECK (category IN ('combat', 'crafting', 'social', 'force', 'hybrid')),
  description text         NOT NULL,
  -- Multiplies every tier's base points (seed 001 §9).
  factor      numeric(4,2) NOT NULL CHECK (factor > 0),
  position    integer      NOT NULL
);

CREATE TABLE skill_trees (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  profession_id bigint   NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position BETWEEN 1 AND 4),
  name          text     NOT NULL,
  description   text     NOT NULL,
  UNIQUE (profession_id, position)
);

CREATE TABLE skills (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key                   text    NOT NULL UNIQUE,
  profession_id         bigint  NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  -- Null for the profession's novice and master skills.
  tree_id               bigint  REFERENCES skill_trees (id) ON DELETE CASCADE,
  name                  text    NOT NULL,
  tier                  text    NOT NULL CHECK (tier IN ('novice', 'basic', 'intermediate', 'advanced', 'master')),
  -- Order inside the profession: the novice 0, tree t's skills 4(t-1)+1..4t, the master 17.
  position              integer NOT NULL,
  skill_points_required integer NOT NULL CHECK (skill_points_required > 0),
  experience_required   integer NOT NULL CHECK (experience_required >= 0),
  experience_type       text    NOT NULL,
  description           text    NOT NULL,
  modifiers             jsonb   NOT NULL DEFAULT '[]',
  special_abilities     jsonb   NOT NULL DEFAULT '[]',
  granted_commands      jsonb   NOT NULL DEFAULT '[]',
  UNIQUE (profession_id, position)
);

-- A skill needs every listed skill learned first (seed 001 §5).
CREATE TABLE skill_prerequisites (
  skill_id          bigint NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
  required_skill_id bigint NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
  PRIMARY KEY (skill_id, required_skill_id)
);

-- A profession needs these skills before it can be started (Force professions: another master).
CREATE TABLE profession_prerequisites (
  profession_id     bigint NOT NULL REFERENCES professions (id) ON DELETE CASCADE,
  required_skill_id bigint NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
  PRIMARY KEY (profession_id, required_skill_id)
);

CREATE TABLE character_professions (
  character_id  bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  profession_id bigint      NOT NULL REFERENCES professions (id),
  started_at    timestamptz NOT NULL,
  PRIMARY KEY (character_id, profession_id)
);

-- Learned skills: irreversible, so rows are only ever inserted.
CREATE TABLE character_skills (
  character_id bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  skill_id     bigint      NOT NULL REFERENCES skills (id),
  learned_at   timestamptz NOT NULL,
  PRIMARY KEY (character_id, skill_id)
);

-- Every character has 250 skill points (seed 001 §9); the learn transaction checks it under the
-- character lock, and this makes an overspend impossible whatever a future caller does.
ALTER TABLE characters ADD CONSTRAINT characters_skill_points_within_total CHECK (skill_points_used <= 250);

-- The profession saving a buy took off the price of the units in the hold (the no-pump rule,
-- docs/game-rules): a sale keeps it only as far as the units made a profit.
ALTER TABLE ship_cargo ADD COLUMN saving_held bigint NOT NULL DEFAULT 0 CHECK (saving_held >= 0);

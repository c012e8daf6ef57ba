-- Combat (issue 16): HAM, combat stats and weapon skills of characters; stances; the enemies of
-- each super area with their loot; NPCs standing at places; sessions and their action log, all in
-- PostgreSQL so a fight survives a server restart.

CREATE TABLE stances (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                text    NOT NULL UNIQUE,
  description         text    NOT NULL,
  -- Percent changes while in the stance: to hit, to damage dealt, to damage taken (+ = less taken).
  accuracy_modifier   integer NOT NULL DEFAULT 0,
  damage_modifier     integer NOT NULL DEFAULT 0,
  defense_modifier    integer NOT NULL DEFAULT 0,
  req_attribute       text    CHECK (req_attribute IN ('strength', 'constitution', 'stamina', 'agility', 'precision', 'intellect', 'luck')),
  req_attribute_value integer CHECK (req_attribute_value > 0),
  req_weapon_type     text    CHECK (req_weapon_type IN ('brawling', 'melee', 'pistol', 'carbine', 'rifle')),
  req_weapon_level    integer CHECK (req_weapon_level > 0),
  CHECK ((req_attribute IS NULL) = (req_attribute_value IS NULL)),
  CHECK ((req_weapon_type IS NULL) = (req_weapon_level IS NULL))
);

INSERT INTO stances (name, description, accuracy_modifier, damage_modifier, defense_modifier, req_attribute, req_attribute_value, req_weapon_type, req_weapon_level) VALUES
  ('Balanced', 'Neither rash nor timid: no bonus, no penalty.', 0, 0, 0, NULL, NULL, NULL, NULL),
  ('Aggressive', 'Press the attack: harder blows, an open guard.', -5, 20, -15, 'strength', 110, NULL, NULL),
  ('Guarded', 'Shield up, weight back: blows glance off, yours land softer.', 5, -15, 25, 'constitution', 110, NULL, NULL),
  ('Marksman', 'Steady breathing, careful aim.', 20, 5, -10, 'precision', 115, 'pistol', 2),
  ('Duelist', 'Blade forward, footwork light.', 10, 15, 5, 'agility', 120, 'melee', 3),
  ('Berserker', 'Fury over sense: crushing blows and no thought of defence.', -10, 40, -30, 'strength', 130, 'brawling', 4);

-- One row per character: pools (current and wounds; max follows the stats), stats, stance.
CREATE TABLE character_combat (
  character_id      bigint  PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  health_current    integer NOT NULL DEFAULT 100 CHECK (health_current >= 0),
  action_current    integer NOT NULL DEFAULT 100 CHECK (action_current >= 0),
  mind_current      integer NOT NULL DEFAULT 100 CHECK (mind_current >= 0),
  health_wounds     integer NOT NULL DEFAULT 0 CHECK (health_wounds >= 0),
  action_wounds     integer NOT NULL DEFAULT 0 CHECK (action_wounds >= 0),
  mind_wounds       integer NOT NULL DEFAULT 0 CHECK (mind_wounds >= 0),
  battle_fatigue    integer NOT NULL DEFAULT 0 CHECK (battle_fatigue >= 0),
  strength          integer NOT NULL DEFAULT 100 CHECK (strength > 0),
  constitution      integer NOT NULL DEFAULT 100 CHECK (constitution > 0),
  stamina           integer NOT NULL DEFAULT 100 CHECK (stamina > 0),
  agility           integer NOT NULL DEFAULT 100 CHECK (agility > 0),
  precision         integer NOT NULL DEFAULT 100 CHECK (precision > 0),
  intellect         integer NOT NULL DEFAULT 100 CHECK (intellect > 0),
  luck              integer NOT NULL DEFAULT 100 CHECK (luck > 0),
  stance_id         bigint  REFERENCES stances (id) ON DELETE SET NULL,
  -- When the clock last gave back pools and wounds (recovery runs from here).
  recovered_at      timestamptz NOT NULL DEFAULT now()
);

INSERT INTO character_combat (character_id) SELECT id FROM characters;

-- Every new character gets its pools at once, so every read can join them.
CREATE FUNCTION character_combat_on_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO character_combat (character_id, recovered_at) VALUES (NEW.id, NEW.created_at);
  RETURN NEW;
END $$;
CREATE TRIGGER character_combat_on_create AFTER INSERT ON characters FOR EACH ROW EXECUTE FUNCTION character_combat_on_create();

CREATE TABLE character_weapon_skills (
  character_id bigint  NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  weapon_type  text    NOT NULL CHECK (weapon_type IN ('brawling', 'melee', 'pistol', 'carbine', 'rifle')),
  skill_level  integer NOT NULL CHECK (skill_level BETWEEN 0 AND 20),
  PRIMARY KEY (character_id, weapon_type)
);

-- The enemies of a super area; seeded ones get their level from its danger, admins spawn more.
CREATE TABLE enemies (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  super_area_id bigint  NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  name          text    NOT NULL,
  kind          text    NOT NULL CHECK (kind IN ('beast', 'bandit', 'pirate', 'droid', 'soldier')),
  level         integer NOT NULL CHECK (level BETWEEN 1 AND 50),
  description   text    NOT NULL,
  health_max    integer NOT NULL CHECK (health_max > 0),
  action_max    integer NOT NULL CHECK (action_max > 0),
  mind_max      integer NOT NULL CHECK (mind_max > 0),
  damage_min    integer NOT NULL CHECK (damage_min >= 0),
  damage_max    integer NOT NULL CHECK (damage_max >= damage_min),
  accuracy      integer NOT NULL,
  defense       integer NOT NULL,
  credits_min   integer NOT NULL CHECK (credits_min >= 0),
  credits_max   integer NOT NULL CHECK (credits_max >= credits_min),
  abilities     jsonb   NOT NULL DEFAULT '[]',
  spawned       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enemies_super_area ON enemies (super_area_id, level);

CREATE TABLE enemy_loot (
  enemy_id         bigint  NOT NULL REFERENCES enemies (id) ON DELETE CASCADE,
  item_template_id bigint  NOT NULL REFERENCES item_templates (id),
  chance_percent   integer NOT NULL CHECK (chance_percent BETWEEN 1 AND 100),
  PRIMARY KEY (enemy_id, item_template_id)
);

CREATE TABLE npcs (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  place_id        bigint  NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  name            text    NOT NULL,
  role            text    NOT NULL CHECK (role IN ('trader', 'trainer', 'quest_giver', 'guard')),
  level           integer NOT NULL CHECK (level BETWEEN 1 AND 50),
  description     text    NOT NULL,
  greeting        text    NOT NULL,
  hostile_allowed boolean NOT NULL DEFAULT false
);
CREATE INDEX npcs_place ON npcs (place_id);

CREATE TABLE combat_sessions (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id       bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  status             text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'victory', 'defeat', 'fled', 'surrendered', 'timeout')),
  combat_type        text        NOT NULL DEFAULT 'pve' CHECK (combat_type IN ('pve')),
  opponent_type      text        NOT NULL CHECK (opponent_type IN ('enemy', 'npc')),
  opponent_id        bigint      NOT NULL,
  -- The opponent as it was when the fight began (name, kind, level, pools max, damage, abilities...).
  opponent           jsonb       NOT NULL,
  opponent_health    integer     NOT NULL CHECK (opponent_health >= 0),
  opponent_action    integer     NOT NULL CHECK (opponent_action >= 0),
  opponent_mind      integer     NOT NULL CHECK (opponent_mind >= 0),
  opponent_defending boolean     NOT NULL DEFAULT false,
  player_defending   boolean     NOT NULL DEFAULT false,
  turn_number        integer     NOT NULL DEFAULT 1 CHECK (turn_number >= 1),
  current_turn       text        NOT NULL DEFAULT 'player' CHECK (current_turn IN ('player', 'opponent')),
  posture            text        NOT NULL DEFAULT 'standing' CHECK (posture IN ('standing', 'kneeling', 'prone')),
  range              text        NOT NULL DEFAULT 'medium' CHECK (range IN ('close', 'medium', 'long')),
  arena              text        NOT NULL DEFAULT 'ground' CHECK (arena IN ('ground', 'orbit')),
  -- The dice: hit rolls come from this seed and the turn, so a replay rolls the same.
  seed               bigint      NOT NULL,
  journey_id         bigint      REFERENCES journeys (id) ON DELETE SET NULL,
  -- What the paused journey takes when the fight ends other than in victory: {defeat, flight} effects.
  journey_terms      jsonb,
  started_at         timestamptz NOT NULL,
  last_action_at     timestamptz NOT NULL,
  ended_at           timestamptz,
  rewards            jsonb,
  penalties          jsonb,
  message            text
);
CREATE UNIQUE INDEX combat_sessions_one_active ON combat_sessions (character_id) WHERE status = 'active';
CREATE INDEX combat_sessions_character ON combat_sessions (character_id, id DESC);
CREATE INDEX combat_sessions_idle ON combat_sessions (last_action_at) WHERE status = 'active';

CREATE TABLE combat_actions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id  bigint      NOT NULL REFERENCES combat_sessions (id) ON DELETE CASCADE,
  turn_number integer     NOT NULL,
  actor       text        NOT NULL CHECK (actor IN ('player', 'opponent')),
  action      text        NOT NULL,
  -- The act as the client animates it (hit, damage by pool, target after...).
  result      jsonb       NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX combat_actions_session ON combat_actions (session_id, id);

-- Loot won while the inventory was full waits here until there is room; nothing is dropped.
CREATE TABLE combat_waiting_loot (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id     bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  session_id       bigint      NOT NULL REFERENCES combat_sessions (id) ON DELETE CASCADE,
  item_template_id bigint      NOT NULL REFERENCES item_templates (id),
  created_at       timestamptz NOT NULL
);
CREATE INDEX combat_waiting_loot_character ON combat_waiting_loot (character_id, id);

-- Combat moves credits: victory rewards and healing; the session is the reference.
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
    || replace(reasons, 'ARRAY[', 'ARRAY[''combat_reward''::text, ''combat_healing''::text, ''combat_training''::text, ');
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check '
    || replace(refs, 'ARRAY[', 'ARRAY[''combat_session''::text, ');
END $$;

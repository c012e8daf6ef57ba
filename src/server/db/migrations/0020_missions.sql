-- Missions, quests and onboarding (issue 18): one quest engine for tutorial missions, missions and
-- quests. A quest belongs to a chain (chain_id, chain_order, previous quest); its steps each wait
-- for a kind of game act (target_type) a number of times; its rewards are paid once, on completion.
CREATE TABLE quests (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable content key ('fuel_management'): the onboarding calls' mission_id and the seed's handle.
  key                text    NOT NULL UNIQUE,
  name               text    NOT NULL,
  description        text    NOT NULL,
  objective          text    NOT NULL,
  category           text    NOT NULL,
  quest_type         text    NOT NULL CHECK (quest_type IN ('tutorial', 'story', 'faction', 'repeatable')),
  level              integer NOT NULL DEFAULT 1 CHECK (level >= 1),
  chain_id           text    NOT NULL,
  chain_order        integer NOT NULL CHECK (chain_order >= 1),
  previous_quest_id  bigint  REFERENCES quests (id),
  -- Seconds a started quest may run before it lapses; NULL for no limit.
  time_limit_seconds integer CHECK (time_limit_seconds > 0),
  -- The region it is offered in (NULL: anywhere) and the faction that offers it.
  super_area_id      bigint  REFERENCES super_areas (id),
  faction            text,
  -- [{type: credits|experience|item|ship|skill_points, amount, experience_type?, item_template_id?, ship_template_id?, name?}]
  rewards            jsonb   NOT NULL DEFAULT '[]',
  UNIQUE (chain_id, chain_order)
);

CREATE TABLE quest_steps (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quest_id          bigint  NOT NULL REFERENCES quests (id) ON DELETE CASCADE,
  position          integer NOT NULL,
  title             text    NOT NULL,
  description       text    NOT NULL,
  target_type       text    NOT NULL CHECK (target_type IN (
    'acknowledge', 'refuel', 'trade', 'buy', 'sell', 'sell_profit', 'travel', 'visit', 'contract_accept',
    'deliver', 'learn', 'profession', 'defeat')),
  -- What the act must concern (a super area for visit, an enemy for defeat...); NULL: any.
  target_id         bigint,
  required_quantity integer NOT NULL CHECK (required_quantity > 0),
  UNIQUE (quest_id, position)
);

-- A character's run of a quest: the "mission" of the Missions app and the quest progress of the journal.
CREATE TABLE character_quests (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_id    bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  quest_id        bigint      NOT NULL REFERENCES quests (id),
  status          text        NOT NULL CHECK (status IN ('active', 'completed', 'abandoned')),
  -- Key-value totals of the mission progress reports received (tasks_completed, credits_earned...).
  progress        jsonb       NOT NULL DEFAULT '{}',
  started_at      timestamptz NOT NULL,
  completed_at    timestamptz,
  expires_at      timestamptz,
  rewards_claimed boolean     NOT NULL DEFAULT false
);
-- One open run per quest and character.
CREATE UNIQUE INDEX character_quests_one_active ON character_quests (character_id, quest_id) WHERE status = 'active';
CREATE INDEX character_quests_character ON character_quests (character_id, status);

CREATE TABLE character_quest_steps (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  character_quest_id bigint      NOT NULL REFERENCES character_quests (id) ON DELETE CASCADE,
  quest_step_id      bigint      NOT NULL REFERENCES quest_steps (id),
  progress           integer     NOT NULL DEFAULT 0 CHECK (progress >= 0),
  status             text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed')),
  completed_at       timestamptz,
  UNIQUE (character_quest_id, quest_step_id)
);

-- Onboarding (seed 000 §3, §4): the phase a character is in and the tutorial steps it went through.
CREATE TABLE character_onboarding (
  character_id             bigint      PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
  phase                    text        NOT NULL DEFAULT 'character_creation' CHECK (phase IN (
    'character_creation', 'tutorial_introduction', 'interface_tour', 'first_mission',
    'profession_introduction', 'open_world')),
  completed_phases         jsonb       NOT NULL DEFAULT '[]',
  tutorial_enabled         boolean     NOT NULL DEFAULT true,
  has_completed_onboarding boolean     NOT NULL DEFAULT false,
  welcome_seen             boolean     NOT NULL DEFAULT false,
  updated_at               timestamptz NOT NULL
);

CREATE TABLE character_tutorial_steps (
  character_id    bigint      NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
  step_id         text        NOT NULL,
  status          text        NOT NULL CHECK (status IN ('in_progress', 'completed', 'skipped')),
  progress_data   jsonb       NOT NULL DEFAULT '{}',
  completion_data jsonb       NOT NULL DEFAULT '{}',
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (character_id, step_id)
);

-- Quest rewards pay credits: one more ledger reason and the quest run as reference.
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
    || replace(reasons, 'ARRAY[', 'ARRAY[''quest_reward''::text, ');
  EXECUTE 'ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reference_type_check '
    || replace(refs, 'ARRAY[', 'ARRAY[''character_quest''::text, ');
END $$;

CREATE TABLE characters (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name              text        NOT NULL,
  place_id          bigint      NOT NULL REFERENCES places (id),
  credits           bigint      NOT NULL CHECK (credits >= 0),
  skill_points_used integer     NOT NULL DEFAULT 0 CHECK (skill_points_used >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX characters_name_unique ON characters (lower(name));
CREATE INDEX characters_user ON characters (user_id);

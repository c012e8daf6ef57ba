-- The living galaxy's tunables, edited by a content admin (GAME_RULES "A living galaxy"): one row,
-- the settings the admin changed over the defaults in src/shared/rules/traffic/trafficTunables.ts.
CREATE TABLE traffic_tunables (
  id         smallint    PRIMARY KEY CHECK (id = 1),
  settings   jsonb       NOT NULL,
  updated_at timestamptz NOT NULL
);

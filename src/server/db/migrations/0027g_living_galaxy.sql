-- The living galaxy (GAME_RULES "A living galaxy"): NPC traders, pirates and patrols flying the
-- lanes, galactic events, and the trades NPCs make at the same markets as players.

-- The simulation's state, one row: the galaxy clock reads and writes every ship each tick, so
-- the fleet is one jsonb document (one statement), not thousands of rows.
CREATE TABLE galaxy_traffic (
  id            smallint    PRIMARY KEY CHECK (id = 1),
  tick          integer     NOT NULL,
  -- Game minutes simulated since the fleet was spawned.
  minute        double precision NOT NULL,
  ships         jsonb       NOT NULL,
  events        jsonb       NOT NULL,
  next_event_id integer     NOT NULL,
  updated_at    timestamptz NOT NULL
);

-- Every event that broke out, with its headline: the news ticker, notifications and quests read it.
CREATE TABLE galactic_events (
  id            bigint      PRIMARY KEY,
  kind          text        NOT NULL CHECK (kind IN ('shortage', 'boom', 'blockade', 'festival')),
  super_area_id bigint      NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  commodity_id  bigint      REFERENCES commodities (id) ON DELETE SET NULL,
  headline      text        NOT NULL,
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL
);
CREATE INDEX galactic_events_recent ON galactic_events (starts_at DESC);

-- NPC trades at the markets, kept 30 days: the dashboard's activity counts them with players'.
CREATE TABLE npc_trades (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  npc_ship_id   integer     NOT NULL,
  market_id     bigint      NOT NULL REFERENCES markets (id) ON DELETE CASCADE,
  super_area_id bigint      NOT NULL REFERENCES super_areas (id) ON DELETE CASCADE,
  commodity_id  bigint      NOT NULL REFERENCES commodities (id) ON DELETE CASCADE,
  action        text        NOT NULL CHECK (action IN ('buy', 'sell')),
  quantity      integer     NOT NULL CHECK (quantity > 0),
  credits       bigint      NOT NULL CHECK (credits >= 0),
  created_at    timestamptz NOT NULL
);
CREATE INDEX npc_trades_area ON npc_trades (super_area_id, created_at);
CREATE INDEX npc_trades_created ON npc_trades (created_at);

-- A system's seeded lawlessness; danger_level is now computed each tick from it and who is
-- there (null until the first traffic tick copies the seeded danger_level).
ALTER TABLE super_areas ADD COLUMN base_danger integer CHECK (base_danger BETWEEN 1 AND 10);

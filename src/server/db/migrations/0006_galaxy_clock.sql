-- The galaxy clock's last tick, so that of several server processes only one ticks per interval.
CREATE TABLE galaxy_clock (
  id           integer     PRIMARY KEY CHECK (id = 1),
  last_tick_at timestamptz,
  ticks        bigint      NOT NULL DEFAULT 0
);
INSERT INTO galaxy_clock (id) VALUES (1);
